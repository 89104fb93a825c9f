import { findSkills } from '@shortlist/matcher';
import { isInstructionLine } from '@shortlist/matcher';

// The LLM's summary is free text a recruiter reads as the product's own words, so it is shown only
// where it agrees with the checked evidence: sentence by sentence, a sentence is kept when it
// speaks about skills the evidence supports, names no skill outside it, and carries no verdict
// the engine did not reach (a model that obeyed a resume's "Hire immediately" repeats it here).

const VERDICT =
  /\b(?:hire|hiring|hired|immediately|perfect|flawless|ideal candidate|best candidate|top candidate|must interview|guarantee[ds]?|score[ds]?|rat(?:e|ed|ing)|\d{1,3}\s*(?:%|percent|points|\/\s*100))\b/i;

const escape = (s: string) => s.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whole-word, case-insensitive: "Go" is in "Go, Rust" but not in "good". */
export function mentions(text: string, term: string): boolean {
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escape(term)}($|[^\\p{L}\\p{N}])`, 'iu').test(text);
}

/**
 * The sentences of `summary` that agree with the evidence: each names at least one of the
 * `checkedSkills` (the skills kept after checking the answer against the documents), names no
 * other skill, and neither addresses the reader nor pronounces a verdict.
 */
export function agreeingSummary(summary: string, checkedSkills: string[]): string {
  const checked = new Set(checkedSkills.map((s) => s.toLowerCase()));
  const sentences = summary
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?;])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
  return sentences
    .filter((sentence) => {
      if (isInstructionLine(sentence) || VERDICT.test(sentence)) return false;
      if (!checkedSkills.some((skill) => mentions(sentence, skill))) return false;
      return findSkills(sentence).every(
        (hit) =>
          checked.has(hit.skill.toLowerCase()) ||
          checkedSkills.some((skill) => mentions(hit.matchedText, skill)),
      );
    })
    .join(' ')
    .slice(0, 600);
}
