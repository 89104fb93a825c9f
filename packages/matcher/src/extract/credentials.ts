// What an ad asks of the candidate's record, as gates: the years (a range, "1-4 years", also when
// a hard-wrapped bullet puts "experience" on the next line), the degree (its level, its field, and
// whether it is required or "or equivalent experience"), and the level (entry to lead).
import type { DegreeLevel, JobGate, RequirementModel } from '../types';
import type { AdLine } from './ad-lines';
import { statedYearsRange } from './stated-years';

const DEGREES: readonly [DegreeLevel, RegExp][] = [
  ['doctorate', /\bph\.?\s?d\b|\bdoctorate\b|\bdoctoral\b/i],
  [
    'master',
    /\bmaster'?s\b|\bM\.?S\.?c?\b(?=\/| (?:degree|in))|\bMBA\b|\bM\.?Tech\b|\bM\.?Eng\b|\bMA\/MS\b/i,
  ],
  [
    'bachelor',
    /\bbachelor'?s?\b|\bB\.?S\.?c?\b(?=\/| (?:degree|in))|\bB\.?A\.?(?= (?:degree|in))|\bBA\/BS\b|\bB\.?E\.?\b(?= (?:degree|in))|\bB\.?Tech\b|\bundergraduate degree\b|\b(?:college|university|4[- ]year) degree\b/i,
  ],
  ['associate', /\bassociate'?s? degree\b|\bAA\/AS\b/i],
];
/** "Degree in X" with no level named is a bachelor's. */
const ANY_DEGREE = /\bdegree in\b|\bdegree (?:required|is required)\b/i;
const HIGH_SCHOOL = /\bhigh school (?:diploma|graduate|education)\b|\bGED\b/i;
const DEGREE_WORDS =
  /degree|bachelor|master|ph\.?\s?d|doctor|B\.?Tech|MBA|graduate|diploma|\bGED\b|BA\/BS|MA\/MS/i;
/** A degree that experience may replace, or that is only preferred, does not screen. */
const NOT_REQUIRED =
  /\bpreferred\b|\ba plus\b|\bor equivalent (?:work )?experience\b|\bequivalent (?:combination|experience)\b|\bin lieu of\b|\bor (?:relevant|related) (?:work )?experience\b|\bexperience (?:may|can) (?:substitute|be substituted)\b/i;
const FIELD =
  /\b(?:degree|bachelor'?s?|master'?s?|B\.?S\.?|M\.?S\.?|BA\/BS|Ph\.?\s?D\.?)\b[^.;]{0,15}?\bin\s+([A-Z][\w&/ ,-]{2,80}?)(?=\s*(?:,?\s*or (?:a )?(?:related|equivalent|similar)|[.;(]|$))/;

export type DegreeGate = {
  level: DegreeLevel | 'none';
  field?: string;
  required: boolean;
  source: string;
};

function degreeOf(lines: readonly AdLine[]): DegreeGate | undefined {
  for (const line of lines) {
    if (line.role !== 'asks') continue;
    const text = line.sentence;
    if (!DEGREE_WORDS.test(text)) continue;
    // "BS/MS degree", "Ph.D. or thesis-based Master's": the lowest level named is what is asked.
    const named = DEGREES.filter(([, pattern]) => pattern.test(text)).pop()?.[0];
    const level =
      named ?? (ANY_DEGREE.test(text) ? 'bachelor' : HIGH_SCHOOL.test(text) ? 'none' : undefined);
    if (!level) continue;
    const gate: DegreeGate = {
      level,
      required: !NOT_REQUIRED.test(text),
      source: line.text.trim(),
    };
    const field = FIELD.exec(text)?.[1]?.trim();
    if (field) gate.field = field;
    return gate;
  }
  return undefined;
}

const LEVELS: readonly [NonNullable<RequirementModel['level']>, RegExp][] = [
  [
    'entry',
    /\bnew grad(?:uate)?s?\b|\bentry[- ]level\b|\bgraduate (?:program|role|position)\b|\bno experience (?:required|necessary)\b|^(?:jr\.?|junior)\b|\binternship\b|\bintern\b/im,
  ],
  [
    'lead',
    /\b(?:lead|leading|manage|managing) (?:a )?teams?\b|\bteam lead\b|\btech(?:nical)? lead\b|\bprincipal\b|\bstaff engineer\b|\barchitect\b|\bhead of\b/i,
  ],
  ['senior', /^(?:senior|sr\.?)\b/im],
];

/** The level a title states: "Engineer II", "HR Manager", "Systems Engineer 1". */
const TITLE_LEVELS: readonly [NonNullable<RequirementModel['level']>, RegExp][] = [
  // A project, product or account manager manages work, not people: the title is the occupation.
  [
    'lead',
    /\b(?:lead|principal|director|head of)\b|(?<!\b(?:project|product|program|account|case|property)\s)\bmanager\b/i,
  ],
  ['senior', /\b(?:III|IV)\b|\b3\s*$|^(?:senior|sr\.?)\b/i],
  ['mid', /\bII\b|\b2\s*$/],
  ['entry', /\b(?:intern|junior|jr\.?|trainee|apprentice)\b|\bI\b(?!\/)|\b1\s*$/i],
];

const YEARS_ASKED =
  /exp|background|working|professional|industry|develop|years? (?:of|in|with)|\+\s*years?|years?\s*\(|minimum|at least|required/i;

/** Years of experience in general ("years of relevant work experience"), not of one skill. */
const OVERALL_YEARS =
  /\byears?['’]?\s+(?:of\s+)?(?:(?:relevant|related|professional|progressive|paid|practical|work|working|industry|overall|total|combined|full[- ]time|hands[- ]on|technical|prior|previous)\s+)*experience\b/i;

/** The years the ad asks of the candidate: stated on a line that asks, not in the company's story. */
function askedYears(
  lines: readonly AdLine[],
): { min: number; max?: number; source: string } | undefined {
  const found: { min: number; max?: number; source: string }[] = [];
  for (const line of lines) {
    if (line.role !== 'asks') continue;
    const years = statedYearsRange(line.sentence);
    if (years === undefined || !YEARS_ASKED.test(line.sentence)) continue;
    found.push({ ...years, source: line.sentence });
  }
  // The general requirement is usually the smallest of several ("5+ years", "3+ years of React"),
  // and where the ad states its overall experience ("8+ years of relevant work experience"), that
  // one: "2+ years of Finite Element Methods" asks one skill's years.
  const overall = found.filter((f) => OVERALL_YEARS.test(f.source));
  return (overall.length > 0 ? overall : found).sort((a, b) => a.min - b.min)[0];
}

export interface Credentials {
  minYears?: number;
  minYearsSource?: string;
  maxYears?: number;
  degree?: { level: DegreeLevel; source: string };
  level?: RequirementModel['level'];
  /** The degree as a gate: with "none" (a high-school diploma), its field and whether it screens. */
  degreeGate?: DegreeGate;
}

export function readCredentials(
  lines: readonly AdLine[],
  title: string | undefined,
  titleYears: { years: number; source: string } | undefined,
): Credentials {
  const out: Credentials = {};
  const asked = askedYears(lines);
  const years = titleYears ? { min: titleYears.years, source: titleYears.source } : asked;
  if (years) {
    out.minYears = years.min;
    out.minYearsSource = years.source;
    if ('max' in years && years.max !== undefined) out.maxYears = years.max;
  }
  const degree = degreeOf(lines);
  if (degree) {
    out.degreeGate = degree;
    if (degree.level !== 'none') out.degree = { level: degree.level, source: degree.source };
  }
  const levelText = [
    title ?? '',
    ...lines.filter((l) => l.role === 'asks').map((l) => l.text),
  ].join('\n');
  const level =
    TITLE_LEVELS.find(([, pattern]) => pattern.test(title ?? ''))?.[0] ??
    LEVELS.find(([, pattern]) => pattern.test(levelText))?.[0];
  if (level) out.level = level;
  else if (out.minYears !== undefined)
    out.level = out.minYears >= 5 ? 'senior' : out.minYears >= 2 ? 'mid' : 'entry';
  return out;
}

/** The years, degree and level of a model as gates. */
export function credentialGates(model: RequirementModel, degree?: DegreeGate): JobGate[] {
  const gates: JobGate[] = [];
  if (model.minYears !== undefined) {
    const value =
      model.maxYears !== undefined ? `${model.minYears}-${model.maxYears}` : `${model.minYears}+`;
    gates.push({ kind: 'years', value, required: true, source: model.minYearsSource ?? '' });
  }
  if (degree) {
    const value = degree.field ? `${degree.level} in ${degree.field}` : degree.level;
    gates.push({ kind: 'degree', value, required: degree.required, source: degree.source });
  }
  if (model.level)
    gates.push({ kind: 'level', value: model.level, required: false, source: model.title ?? '' });
  return gates;
}

const RANKS: Record<DegreeLevel | 'none', number> = {
  none: 0,
  associate: 1,
  bachelor: 2,
  master: 3,
  doctorate: 4,
};

/** The rank of a degree level (a high-school diploma is 0), to compare a resume's with an ad's. */
export function degreeRank(level: string): number | undefined {
  return RANKS[level as DegreeLevel | 'none'];
}

/** The highest level a degree's text names ("M.Sc. in Physics" is a master's), or undefined. */
export function degreeLevelOf(text: string): DegreeLevel | undefined {
  return (
    DEGREES.find(([, pattern]) => pattern.test(text))?.[0] ??
    ABBREVIATED.find(([, pattern]) => pattern.test(text.trim()))?.[0]
  );
}

/** A resume's degree written on its own: "B.Sc. Computer Science", "MSc Physics", "PhD". */
const ABBREVIATED: readonly [DegreeLevel, RegExp][] = [
  ['doctorate', /^(?:Ph\.?\s?D|D\.?Phil|Ed\.?D)\b/i],
  ['master', /^(?:M\.?S\.?c?|M\.?A|M\.?Eng|M\.?B\.?A|M\.?Tech|M\.?Ed|LL\.?M)\b/i],
  ['bachelor', /^(?:B\.?S\.?c?|B\.?A|B\.?Eng|B\.?E|B\.?Tech|B\.?Com|BBA|LL\.?B)\b/i],
  ['associate', /^(?:A\.?A\.?S?|A\.?S)\b/],
];
