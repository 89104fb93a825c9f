// Each gate of a job on one candidate: met, not met, or unknown when the resume does not say.
// Gates are shown beside the percentage and never change it; a resume silent on a gate is unknown,
// never failed. The resume line that decides a gate is its evidence.
import { degreeLevelOf, degreeRank } from '../extract/credentials';
import type { CandidateProfile, GateCheck, JobGate, RequirementModel } from '../types';

type State = Pick<GateCheck, 'state' | 'resumeLine'>;
const unknown: State = { state: 'unknown' };

// A pool's resumes are checked against job after job, and most jobs ask the same few things: the
// resume's lines are split once, and each pattern's answer (keyed by the pattern, or by what a
// licence gate names) is kept per resume.
const linesOf = new WeakMap<CandidateProfile, string[]>();
const found = new WeakMap<CandidateProfile, Map<RegExp | string, string | undefined>>();

/** The first line of the resume a pattern finds, trimmed. */
function lineWith(
  candidate: CandidateProfile,
  pattern: RegExp,
  key: RegExp | string = pattern,
): string | undefined {
  let answers = found.get(candidate);
  if (!answers) {
    answers = new Map();
    found.set(candidate, answers);
  }
  if (answers.has(key)) return answers.get(key);
  let lines = linesOf.get(candidate);
  if (!lines) {
    lines = candidate.text.split('\n').map((line) => line.trim());
    linesOf.set(candidate, lines);
  }
  const line = lines.find((l) => pattern.test(l));
  answers.set(key, line);
  return line;
}

const NEEDS_SPONSOR =
  /\b(?:require|need)s?\b[^.]{0,20}\b(?:visa )?sponsorship\b|\bH-?1B\b|\bF-?1\b|\bOPT\b|\bCPT\b/i;
const AUTHORIZED =
  /\b(?:authori[sz]ed to work|work authori[sz]ation|U\.?S\.? citizen(?:ship)?|green card|permanent resident|no sponsorship (?:required|needed))\b/i;
const CLEARED =
  /\b(?:security clearance|TS\/SCI|top secret|secret clearance|public trust|(?:active|current) clearance)\b/i;
const EXPERIENCE_GAP = 0.5;

function workAuthorization(gate: JobGate, candidate: CandidateProfile): State {
  const needs = lineWith(candidate, NEEDS_SPONSOR);
  if (needs && gate.value === 'no sponsorship') return { state: 'notMet', resumeLine: needs };
  const authorized = lineWith(candidate, AUTHORIZED);
  return authorized ? { state: 'met', resumeLine: authorized } : unknown;
}

type Education = CandidateProfile['education'][number];
/** The highest degree a resume names, with its rank; read once per resume. */
const highest = new WeakMap<CandidateProfile, { e: Education; rank: number } | null>();

function highestDegree(candidate: CandidateProfile): { e: Education; rank: number } | undefined {
  let held = highest.get(candidate);
  if (held === undefined) {
    held =
      candidate.education
        .map((e) => ({ e, rank: degreeRank(degreeLevelOf(e.degree ?? '') ?? '') }))
        .filter((d): d is { e: Education; rank: number } => d.rank !== undefined)
        .sort((a, b) => b.rank - a.rank)[0] ?? null;
    highest.set(candidate, held);
  }
  return held ?? undefined;
}

function degree(gate: JobGate, candidate: CandidateProfile): State {
  const asked = degreeRank(gate.value.split(' ')[0] ?? '');
  const held = highestDegree(candidate);
  if (asked === undefined || !held) return unknown;
  const line = [held.e.degree, held.e.field, held.e.institution].filter(Boolean).join(', ');
  if (held.rank >= asked) return { state: 'met', resumeLine: line };
  // Experience may stand in for a degree the ad does not require.
  return gate.required ? { state: 'notMet', resumeLine: line } : unknown;
}

function years(model: RequirementModel, candidate: CandidateProfile): State {
  const have = candidate.yearsExperience;
  if (have === undefined || model.minYears === undefined) return unknown;
  const line = `${Math.round(have * 10) / 10} years of dated experience`;
  if (have + EXPERIENCE_GAP < model.minYears) return { state: 'notMet', resumeLine: line };
  if (model.maxYears !== undefined && have > model.maxYears + 2)
    return { state: 'notMet', resumeLine: line };
  return { state: 'met', resumeLine: line };
}

const LEVEL_RANK: Record<string, number> = { entry: 0, mid: 1, senior: 2, lead: 3 };
const SENIORITY_RANK: Record<string, number> = { Junior: 0, 'Mid-level': 1, Senior: 2 };

function level(gate: JobGate, candidate: CandidateProfile): State {
  const asked = LEVEL_RANK[gate.value];
  const have = candidate.seniority ? SENIORITY_RANK[candidate.seniority] : undefined;
  if (asked === undefined || have === undefined) return unknown;
  const line = candidate.headline ?? candidate.seniority;
  // A lead asks a senior at least; more than one step apart is another level of work.
  return Math.abs(Math.min(asked, 2) - have) <= 1 && !(asked === 0 && have === 2)
    ? { state: 'met', resumeLine: line }
    : { state: 'notMet', resumeLine: line };
}

function place(gate: JobGate, candidate: CandidateProfile, remote: boolean): State {
  if (remote || !candidate.location) return unknown;
  const city = (s: string): string => (s.split(',')[0] ?? '').trim().toLowerCase();
  const same = city(candidate.location) === city(gate.value);
  // Living elsewhere is no failure for a remote job, and may be a move for an on-site one:
  // only the same city is read as met.
  return same ? { state: 'met', resumeLine: candidate.location } : unknown;
}

/** The words of a licence gate as a pattern, made once per gate. */
const licencePatterns = new WeakMap<JobGate, RegExp | null>();

function licencePattern(gate: JobGate): RegExp | undefined {
  let pattern = licencePatterns.get(gate);
  if (pattern === undefined) {
    const words = gate.value
      .replace(/\b(?:valid|current|active|licen[cs]e|certification|registration|as|a|an)\b/gi, ' ')
      .trim();
    pattern =
      words.length < 2
        ? null
        : new RegExp(
            `\\b${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+')}`,
            'i',
          );
    licencePatterns.set(gate, pattern);
  }
  return pattern ?? undefined;
}

function licence(gate: JobGate, candidate: CandidateProfile): State {
  const pattern = licencePattern(gate);
  if (!pattern) return unknown;
  const line = lineWith(candidate, pattern, `licence ${pattern.source}`);
  return line ? { state: 'met', resumeLine: line } : unknown;
}

function stateOf(gate: JobGate, model: RequirementModel, candidate: CandidateProfile): State {
  switch (gate.kind) {
    case 'workAuthorization':
      return workAuthorization(gate, candidate);
    case 'clearance': {
      const line = lineWith(candidate, CLEARED);
      return line ? { state: 'met', resumeLine: line } : unknown;
    }
    case 'degree':
      return degree(gate, candidate);
    case 'years':
      return years(model, candidate);
    case 'level':
      return level(gate, candidate);
    case 'location':
      return place(gate, candidate, model.gates?.some((g) => g.value === 'remote') ?? false);
    case 'licence':
      return licence(gate, candidate);
    default:
      return unknown;
  }
}

/** Every gate of the job on this candidate; none when the job's reading has no gates. */
export function checkGates(model: RequirementModel, candidate: CandidateProfile): GateCheck[] {
  return (model.gates ?? []).map((gate) => {
    const check: GateCheck = {
      kind: gate.kind,
      asked: gate.value,
      source: gate.source,
      ...stateOf(gate, model, candidate),
    };
    if (check.resumeLine === undefined) delete check.resumeLine;
    return check;
  });
}
