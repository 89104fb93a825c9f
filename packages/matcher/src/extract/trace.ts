// Why each line of an ad was or was not read as a requirement: the reading a recruiter can open
// on the job's page ("company text", "a duty of the role", "must-have: Java").
import type { JobGate, LineReading, Requirement } from '../types';
import type { AdLine } from './ad-lines';

const GATE_NAMES: Record<JobGate['kind'], string> = {
  location: 'location',
  workplace: 'workplace',
  workAuthorization: 'work authorization',
  clearance: 'clearance',
  degree: 'degree',
  years: 'years',
  level: 'level',
  graduation: 'graduation window',
  licence: 'licence or certification',
  other: 'screening condition',
};

export function traceOf(
  lines: readonly AdLine[],
  skillsOn: (line: AdLine) => readonly string[],
  requirements: readonly Requirement[],
  gates: readonly JobGate[],
  /** Skills the ad asks outright that rank below the must-haves a recruiter would name. */
  demoted: ReadonlySet<string> = new Set(),
): LineReading[] {
  const kindOf = new Map<string, Requirement['kind']>();
  for (const r of [...requirements].reverse())
    for (const skill of r.skills) kindOf.set(skill, r.soft ? 'nice' : r.kind);
  const trace: LineReading[] = [];
  for (const line of lines) {
    const text = line.text.trim();
    if (!text) continue;
    const skills = line.role === 'none' ? [] : [...new Set(skillsOn(line))];
    const musts = skills.filter((s) => kindOf.has(s) && kindOf.get(s) !== 'nice');
    const nices = skills
      .filter((s) => kindOf.get(s) === 'nice')
      .map((s) => (demoted.has(s) ? `${s} (ranked below the must-haves)` : s));
    const gated = gates.filter((g) => g.source === text);
    const gateNames = [...new Set(gated.map((g) => GATE_NAMES[g.kind]))].join(', ');
    const add = (verdict: LineReading['verdict'], reason: string): void => {
      trace.push({ line: text, verdict, reason });
    };
    if (musts.length > 0)
      add(
        'requirement',
        `${line.reason}; must-have: ${musts.join(', ')}${nices.length ? `; nice-to-have: ${nices.join(', ')}` : ''}`,
      );
    else if (gated.length > 0) add('gate', `gate: ${gateNames}`);
    else if (nices.length > 0) add('nice', `${line.reason}; nice-to-have: ${nices.join(', ')}`);
    else if (line.role === 'none') add('skipped', line.reason);
    else add('skipped', `${line.reason}; names no skill asked`);
  }
  return trace;
}
