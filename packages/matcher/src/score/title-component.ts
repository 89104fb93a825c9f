// The title component: is the candidate's work (headline and past role titles) the kind of work
// the job is? Falls back on the occupations the resume's text names when its titles say nothing.
import type { CandidateProfile, Evidence, JobProfile } from '../types';
import type { ComponentResult } from './component';
import type { FamilyId } from '../taxonomy/knowledge';
import { familyLabel, scanPhrases, titleWords } from '../taxonomy/lexicon';
import {
  familySimilarity,
  firstLineTitle,
  jobTitle,
  readTitle,
  titleSimilarity,
  type TitleReading,
} from '../taxonomy/title-reading';

export interface CandidateTitles {
  headline?: { title: string; reading: TitleReading };
  titles: { title: string; reading: TitleReading; factor: number }[];
  /** Families named anywhere in the text (strong words only), unit length; read when needed. */
  textFamilies: () => Map<FamilyId, number>;
}

function textFamilies(text: string): Map<FamilyId, number> {
  const counts = new Map<FamilyId, number>();
  for (const { entry } of scanPhrases(titleWords(text))) {
    for (const hit of entry.families) {
      if (hit.weight < 1) continue;
      counts.set(hit.family, (counts.get(hit.family) ?? 0) + 1);
    }
  }
  let norm = 0;
  for (const c of counts.values()) norm += c;
  const out = new Map<FamilyId, number>();
  if (norm === 0) return out;
  // Square roots of shares: unit length, and one dominant occupation does not drown the rest.
  for (const [family, c] of counts) out.set(family, Math.sqrt(c / norm));
  return out;
}

const candidateCache = new WeakMap<CandidateProfile, CandidateTitles>();

/**
 * The kind of work of a job that states no title it can be read by: the occupations its text
 * names ("Sales Professional", "our Regional Sales team"), shown under a label of its own.
 */
export function workOfJob(job: JobProfile): { title?: string; reading: TitleReading } {
  const titled = jobTitle(job);
  if (titled.title && titled.reading.families.size > 0) return titled;
  const families = textFamilies(job.text);
  if (families.size === 0) return titled;
  return { title: `${familiesText({ families })} work`, reading: { families } };
}

/** An older role's title counts less than the current one. */
const ROLE_DECAY = 0.1;
const OLDEST_ROLE_FACTOR = 0.6;

export function candidateTitles(candidate: CandidateProfile): CandidateTitles {
  let found = candidateCache.get(candidate);
  if (found) return found;
  const titles: CandidateTitles['titles'] = [];
  const headlineText = candidate.headline?.trim() || firstLineTitle(candidate.text);
  const headline = headlineText
    ? { title: headlineText, reading: readTitle(headlineText) }
    : undefined;
  if (headline) titles.push({ ...headline, factor: 1 });
  candidate.roles.forEach((role, i) => {
    const factor = Math.max(OLDEST_ROLE_FACTOR, 0.95 - ROLE_DECAY * i);
    titles.push({ title: role.title, reading: readTitle(role.title), factor });
  });
  let named: Map<FamilyId, number> | undefined;
  found = { headline, titles, textFamilies: () => (named ??= textFamilies(candidate.text)) };
  candidateCache.set(candidate, found);
  return found;
}

function kindOf(value: number): Evidence['kind'] {
  if (value >= 0.9) return 'exact';
  if (value >= 0.6) return 'alias';
  return value > 0 ? 'implied' : 'missing';
}

function familiesText(reading: TitleReading): string {
  const top = [...reading.families.entries()].sort((a, b) => b[1] - a[1]).slice(0, 2);
  return top.map(([id]) => familyLabel(id)).join(' / ');
}

/**
 * The headline says what the candidate does now and wants next: it carries this share of the
 * value, the best of all titles (past roles included) the rest.
 */
export const HEADLINE_SHARE = 0.6;
/** Occupations named only in the text are weaker evidence than a title, and much weaker than a
 * title that names other work. */
export const TEXT_FACTOR = 0.7;
const TEXT_FACTOR_BESIDE_TITLES = 0.35;

/**
 * How close the candidate's titles are to the job's kind of work: the best title (the headline
 * weighed most), or, when the titles say less, the occupations the text names. Reads only the
 * candidate's title readings, so stored readings give the same value as the profile.
 */
export function titleFit(jobReading: TitleReading, candidate: CandidateTitles) {
  const { headline, titles, textFamilies: namedInText } = candidate;
  let best: { title: string; value: number } | undefined;
  for (const t of titles) {
    if (t.reading.families.size === 0) continue;
    const value = titleSimilarity(jobReading, t.reading) * t.factor;
    if (!best || value > best.value) best = { title: t.title, value };
  }
  const headSim = headline?.reading.families.size
    ? titleSimilarity(jobReading, headline.reading)
    : undefined;
  const fromTitles = !best
    ? 0
    : headSim === undefined
      ? best.value
      : HEADLINE_SHARE * headSim + (1 - HEADLINE_SHARE) * best.value;
  // The occupations the text names can only matter when the titles say less: read them only then.
  const textFactor = best ? TEXT_FACTOR_BESIDE_TITLES : TEXT_FACTOR;
  const named = fromTitles >= textFactor ? new Map<FamilyId, number>() : namedInText();
  const fromText = familySimilarity(jobReading.families, named) * textFactor;
  const value = best ? Math.max(fromTitles, fromText) : fromText;
  return { best, headSim, fromTitles, fromText, named, value };
}

export function titleComponent(
  job: JobProfile,
  candidate: CandidateProfile,
): ComponentResult | undefined {
  const { title: wanted, reading: jobReading } = workOfJob(job);
  if (!wanted || jobReading.families.size === 0) return undefined;
  const titles = candidateTitles(candidate);
  const { headline } = titles;
  const { best, headSim, fromText, named, value } = titleFit(jobReading, titles);
  const jobKind = familiesText(jobReading);
  if (best) {
    let summary =
      value >= 0.9
        ? `"${best.title}" is in the same field as "${wanted}" (${jobKind}), at the same level.`
        : value >= 0.5
          ? `"${best.title}" is close to "${wanted}" (${jobKind}), at a different level or in a neighbouring field.`
          : `The candidate's titles, best "${best.title}", are other work than "${wanted}" (${jobKind}).`;
    if (headline && headSim !== undefined && best.value - headSim >= 0.3) {
      summary = `An earlier role, "${best.title}", is close to "${wanted}" (${jobKind}), but the current title "${headline.title}" is other work.`;
    }
    return {
      value,
      summary,
      evidence: [{ requirement: wanted, resumeLine: best.title, kind: kindOf(value) }],
    };
  }
  if (fromText > 0) {
    return {
      value: fromText,
      summary: `The resume's titles do not name the work, but its text points to ${familiesText({ families: named })}.`,
      evidence: [{ requirement: wanted, kind: kindOf(fromText) }],
    };
  }
  const shown = titles.titles[0]?.title;
  return {
    value: 0,
    summary: shown
      ? `"${shown}" is not the kind of work "${wanted}" is (${jobKind}).`
      : `No title on the resume shows ${jobKind} work.`,
    evidence: [{ requirement: wanted, ...(shown ? { resumeLine: shown } : {}), kind: 'missing' }],
  };
}
