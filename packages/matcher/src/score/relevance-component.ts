// The textRelevance component: how much of the job's specific vocabulary the resume uses.
import type { CandidateProfile, Evidence, JobProfile } from '../types';
import type { ComponentResult } from './component';
import { withoutIdentity } from '../terms/identity';
import {
  relevance,
  TERMS_VERSION,
  termVector,
  vectorOfDigest,
  type TermVector,
} from '../terms/relevance';
import { stem } from '../terms/stem';
import { currentEpoch, resetIfFull } from '../terms/term-table';
import { words } from '../terms/tokens';

/** Similarity at or below FLOOR means nothing in common beyond chance; at CEILING, a close fit. */
const FLOOR = 0.03;
const CEILING = 0.25;
const EVIDENCE_TERMS = 3;

const jobVectors = new WeakMap<JobProfile, TermVector>();
const resumeVectors = new WeakMap<CandidateProfile, TermVector>();

/**
 * Sections of a job ad that are not about the work: the perks, and the header (company, place,
 * posting details; its title is added back on its own).
 */
const NOT_THE_WORK = new Set(['benefits', 'header']);

/** The job's text about the work itself. */
function workText(job: JobProfile): string {
  const kept = job.sections.filter((s) => !NOT_THE_WORK.has(s.name) && s.text.trim() !== '');
  if (kept.length === 0) return job.text;
  return [job.title ?? '', ...kept.map((s) => `${s.heading}\n${s.text}`)].join('\n');
}

// A vector from an older term-table epoch is rebuilt (rarely: after some 100,000 distinct words).
export function jobVector(job: JobProfile): TermVector {
  let v = jobVectors.get(job);
  if (!v || v.epoch !== currentEpoch()) jobVectors.set(job, (v = termVector(workText(job))));
  return v;
}

// The terms stored with the profile at extraction, when they are of this reading and this text:
// a pool scores thousands of resumes against each new job, and reading each one word by word
// again was a quarter of a pool score.
export function resumeVector(candidate: CandidateProfile): TermVector {
  let v = resumeVectors.get(candidate);
  if (!v || v.epoch !== currentEpoch()) {
    const { terms, text } = candidate;
    const stored =
      terms?.version === TERMS_VERSION && terms.length === text.length
        ? vectorOfDigest(terms)
        : undefined;
    resumeVectors.set(
      candidate,
      (v = stored ?? termVector(withoutIdentity(text, candidate), false)),
    );
  }
  return v;
}

function display(raw: string): string {
  const line = raw.trim().replace(/^[-•*·]\s*/, '');
  return line.length > 160 ? `${line.slice(0, 157)}...` : line;
}

interface Lines {
  raw: string[];
  /** The same lines in lower case, for the cheap first filter. */
  lower: string[];
  /** Stem -> the first line that uses it (display form), once looked for. */
  found: Map<string, string | undefined>;
}

/** The first line of the text that uses a word with this stem. */
function findLine(lines: Lines, term: string): string | undefined {
  // A Porter stem, less its last letter, starts the words it comes from: a cheap first filter.
  const prefix = term.slice(0, Math.max(2, term.length - 1));
  for (let i = 0; i < lines.raw.length; i++) {
    if (!(lines.lower[i] as string).includes(prefix)) continue;
    const raw = lines.raw[i] as string;
    if (words(raw).some((w) => stem(w) === term)) return display(raw);
  }
  return undefined;
}

// A document's lines are split and lower-cased once, not once per term looked for.
const linesOf = new WeakMap<object, Lines>();

function lineWith(owner: JobProfile | CandidateProfile, term: string): string | undefined {
  let lines = linesOf.get(owner);
  if (!lines) {
    const raw = owner.text.split('\n');
    lines = { raw, lower: raw.map((line) => line.toLowerCase()), found: new Map() };
    linesOf.set(owner, lines);
  }
  if (!lines.found.has(term)) lines.found.set(term, findLine(lines, term));
  return lines.found.get(term);
}

function strength(value: number): string {
  if (value >= 0.75) return 'Strong';
  if (value >= 0.45) return 'Moderate';
  return 'Weak';
}

/** The component's value of a cosine similarity of the two texts' terms. */
export function relevanceValue(similarity: number): number {
  return Math.min(1, Math.max(0, (similarity - FLOOR) / (CEILING - FLOOR)));
}

export function relevanceComponent(
  job: JobProfile,
  candidate: CandidateProfile,
): ComponentResult | undefined {
  // The term tables are emptied, when full, only here: between comparisons, not within one.
  resetIfFull();
  const jobTerms = jobVector(job);
  if (jobTerms.norm === 0 || candidate.text.trim() === '') return undefined;
  const { similarity, shared } = relevance(jobTerms, resumeVector(candidate));
  const value = relevanceValue(similarity);
  const top = shared.slice(0, EVIDENCE_TERMS);
  const evidence: Evidence[] = [];
  const seen = new Set<string>();
  for (const t of shared) {
    if (evidence.length === EVIDENCE_TERMS) break;
    const requirement = lineWith(job, t.term) ?? t.word;
    const resumeLine = lineWith(candidate, t.term);
    // One line pair can share several terms: show it once.
    const key = `${requirement}\u0000${resumeLine ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    evidence.push(
      resumeLine ? { requirement, resumeLine, kind: 'exact' } : { requirement, kind: 'exact' },
    );
  }
  const summary =
    top.length > 0
      ? `${strength(value)} overlap with the job's wording (e.g. ${top.map((t) => t.word).join(', ')}).`
      : `The resume shares none of the job's specific wording.`;
  return { value, summary, evidence };
}
