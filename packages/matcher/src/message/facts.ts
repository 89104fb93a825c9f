// The facts a message may use: only what the resume evidences and the job states. Nothing here
// is invented, so the message can never claim a skill the candidate did not show.
import type { Analysis, CandidateProfile, JobProfile } from '../types';
import { wholeYears } from '../years';

export interface MessageFacts {
  firstName?: string;
  role?: string;
  company?: string;
  /** The candidate's own title that matches the job's kind of work, as written on the resume. */
  matchingTitle?: string;
  /** The current (or latest) role, when it has a company. */
  recentRole?: { title: string; company: string; current: boolean };
  /** Required skills evidenced directly (exact or alias), most important first. */
  skills: string[];
  /** Nice-to-have skills evidenced directly. */
  extras: string[];
  years?: number;
  /** The job's minimum, when the candidate meets it. */
  meetsYears?: number;
}

const HONORIFICS = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof']);

/** "JANE DOE" → "Jane"; "Dr. Jane Doe" → "Jane"; undefined when nothing usable. */
export function firstNameOf(name: string | undefined): string | undefined {
  if (!name) return undefined;
  const parts = name
    .trim()
    .split(/\s+/)
    .filter((p) => !HONORIFICS.has(p.toLowerCase().replace(/\.$/, '')));
  const first = parts[0]?.replace(/[^\p{L}'-]/gu, '');
  if (!first || first.length < 2) return undefined;
  const lower = first.toLowerCase();
  return first === first.toUpperCase() || first === lower
    ? lower[0]?.toUpperCase() + lower.slice(1)
    : first;
}

/** Plain text safe to put in a sentence: single spaces, no stray brackets or trailing punctuation. */
export function clean(text: string | undefined): string | undefined {
  const out = text
    ?.replace(/\s+/g, ' ')
    .replace(/^[\s\-–—•*:,;.]+|[\s\-–—•*:,;]+$/g, '')
    .trim();
  if (!out || /\b(?:undefined|null)\b|[[\]{}]/i.test(out)) return undefined;
  return out;
}

/** Short all-capital words that stay so in a title ("HR", "RN", "IT"). */
const ACRONYM = /^[A-Z]{2,4}$/;

/** "SOUS CHEF" → "Sous Chef"; titles already in mixed case are kept as written. */
export function displayTitle(title: string): string {
  if (title !== title.toUpperCase()) return title;
  return title
    .split(/(\s+|[/&-])/)
    .map((w) =>
      ACRONYM.test(w) && !/^(CHEF|COOK|HEAD|LEAD|SALE|TEAM)$/.test(w)
        ? w
        : w.charAt(0) + w.slice(1).toLowerCase(),
    )
    .join('');
}

/** "a" or "an" before a title, by sound: "an HR Manager", "a Sous Chef", "an Accountant". */
export function article(title: string): string {
  const first = title.split(/\s+/)[0] ?? '';
  if (ACRONYM.test(first)) return /^[AEFHILMNORSX]/.test(first) ? 'an' : 'a';
  return /^[aeiou]/i.test(first) && !/^(uni|use|eu)/i.test(first) ? 'an' : 'a';
}

/** Skills of the breakdown component `key` whose evidence is exact or alias. */
function directSkills(analysis: Pick<Analysis, 'breakdown'>, key: string): string[] {
  const component = analysis.breakdown.find((b) => b.key === key);
  if (!component) return [];
  return component.evidence
    .filter((e) => e.kind === 'exact' || e.kind === 'alias')
    .map((e) => e.requirement.replace(/\s+\(as ".*"\)$/, ''));
}

function titleOrUndefined(title: string | undefined): string | undefined {
  const cleaned = clean(title);
  return cleaned ? displayTitle(cleaned) : undefined;
}

export function gatherFacts(
  job: JobProfile,
  candidate: CandidateProfile,
  analysis: Pick<Analysis, 'breakdown' | 'topSkills'>,
): MessageFacts {
  // The kind of work, where the job's role is known, else the title: the candidate's own title
  // is a point of fit only when it is the same kind of work.
  const kind =
    analysis.breakdown.find((b) => b.key === 'role') ??
    analysis.breakdown.find((b) => b.key === 'title');
  const close = kind?.key === 'role' ? 0.75 : 0.6;
  const titleEvidence = kind && kind.value >= close ? kind.evidence[0]?.resumeLine : undefined;
  const direct = new Set(directSkills(analysis, 'requiredSkills'));
  const latest = candidate.roles.find((r) => r.current) ?? candidate.roles[0];
  const latestTitle = titleOrUndefined(latest?.title);
  const latestCompany = clean(latest?.company);
  const years = candidate.yearsExperience;
  return {
    firstName: firstNameOf(candidate.name),
    role: clean(job.title),
    company: clean(job.company),
    matchingTitle: titleOrUndefined(titleEvidence),
    recentRole:
      latest && latestTitle && latestCompany
        ? { title: latestTitle, company: latestCompany, current: latest.current }
        : undefined,
    skills: analysis.topSkills.filter((s) => direct.has(s)),
    extras: directSkills(analysis, 'niceToHaveSkills'),
    years: years !== undefined && years >= 1 ? wholeYears(years) : undefined,
    meetsYears:
      years !== undefined && job.minYears !== undefined && years >= job.minYears
        ? job.minYears
        : undefined,
  };
}
