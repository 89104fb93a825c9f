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
  requirements: readonly Requirement[],
  gates: readonly JobGate[],
): LineReading[] {
  const trace: LineReading[] = [];
  for (const line of lines) {
    const text = line.text.trim();
    if (!text) continue;
    const from = requirements.filter((r) => r.source === text);
    const musts = from.filter((r) => r.kind !== 'nice' && !r.soft);
    const gated = gates.filter((g) => g.source === text);
    const names = (rs: readonly Requirement[]): string =>
      rs.map((r) => r.skills.join(' or ')).join(', ');
    if (musts.length > 0)
      trace.push({ line: text, verdict: 'requirement', reason: `must-have: ${names(musts)}` });
    else if (gated.length > 0)
      trace.push({
        line: text,
        verdict: 'gate',
        reason: `gate: ${[...new Set(gated.map((g) => GATE_NAMES[g.kind]))].join(', ')}`,
      });
    else if (from.length > 0)
      trace.push({
        line: text,
        verdict: 'nice',
        reason: `${line.reason}; nice-to-have: ${names(from)}`,
      });
    else
      trace.push({
        line: text,
        verdict: 'skipped',
        reason: line.role === 'none' ? line.reason : `${line.reason}; names no skill`,
      });
  }
  return trace;
}
