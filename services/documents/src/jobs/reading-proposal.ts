import {
  canonicalSkill,
  categoryOf,
  findSkills,
  type Requirement,
  type RequirementModel,
} from '@shortlist/matcher';
import type { ProposedReading } from './reading-prompt';

export interface CheckedProposal {
  model: RequirementModel;
  /** Requirements the LLM named that were dropped: quote not in the ad, or no skill it bears out. */
  dropped: number;
}

/**
 * Text compared as a reader would: case, spacing, typographic quotes and dashes, and the bullet
 * or trailing stop an LLM adds or leaves off do not make a quote differ from the ad's line.
 */
export function normalized(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

const stripped = (quote: string) =>
  normalized(quote)
    .replace(/^[-*\u2022\u25aa\u25cf\u00b7>\s]+/, '')
    .replace(/[.;,:\s]+$/, '');

/** Shortest quote that can stand for a line: a word or two is found anywhere and proves nothing. */
const MIN_QUOTE_CHARS = 8;

/** The quote as the ad has it, or undefined when the ad does not say it. */
function quoteIn(ad: string, quote: string): string | undefined {
  const q = stripped(quote);
  return q.length >= MIN_QUOTE_CHARS && ad.includes(q) ? quote.trim() : undefined;
}

/**
 * The skills of a proposed requirement that Shortlist knows and its quote names (by their name or
 * an alias): a skill the quoted line does not mention is the LLM's, not the ad's.
 */
function skillsBorneOut(skills: string[], quote: string): string[] {
  const named = new Set(findSkills(quote).map((hit) => hit.skill));
  const kept: string[] = [];
  for (const given of skills) {
    const name = canonicalSkill(given);
    if (name && named.has(name) && !kept.includes(name)) kept.push(name);
  }
  return kept;
}

/**
 * The LLM's proposed reading, checked against the ad: a requirement stays only when its quote is
 * a line of the ad and at least one of its skills is a skill Shortlist knows that the quote names;
 * a skill already claimed by an earlier requirement is not repeated. The years and the degree stay
 * only with a quote from the ad. The title, kinds of work and level are the engine's, as is the
 * version the proposal would replace. Undefined when nothing survives.
 */
export function checkProposal(
  answer: ProposedReading,
  engine: RequirementModel,
  adText: string,
): CheckedProposal | undefined {
  const ad = normalized(adText);
  const weights = new Map(engine.requirements.flatMap((r) => r.skills.map((s) => [s, r.weight])));
  const claimed = new Set<string>();
  const requirements: Requirement[] = [];
  let dropped = 0;
  for (const proposed of answer.requirements) {
    const source = quoteIn(ad, proposed.quote);
    const skills = source
      ? skillsBorneOut(proposed.skills, proposed.quote).filter((s) => !claimed.has(s))
      : [];
    if (!source || skills.length === 0) {
      dropped++;
      continue;
    }
    for (const s of skills) claimed.add(s);
    requirements.push({
      id: `llm-${requirements.length + 1}`,
      kind: proposed.kind,
      skills,
      soft: skills.every((s) => categoryOf(s) === 'Soft Skills'),
      weight: Math.max(...skills.map((s) => weights.get(s) ?? 1)),
      source,
    });
  }
  if (requirements.length === 0) return undefined;

  const { minYears: _y, minYearsSource: _ys, degree: _d, ...rest } = engine;
  const model: RequirementModel = { ...rest, requirements };
  const yearsLine = answer.minYearsQuote ? quoteIn(ad, answer.minYearsQuote) : undefined;
  if (
    answer.minYears !== null &&
    answer.minYears >= 0 &&
    answer.minYears <= 50 &&
    yearsLine?.includes(String(answer.minYears))
  ) {
    model.minYears = answer.minYears;
    model.minYearsSource = yearsLine;
  }
  const degreeLine = answer.degree ? quoteIn(ad, answer.degree.quote) : undefined;
  if (answer.degree && degreeLine)
    model.degree = { level: answer.degree.level, source: degreeLine };
  return { model, dropped };
}
