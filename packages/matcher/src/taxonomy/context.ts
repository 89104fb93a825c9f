import { CONTEXTS } from './contexts';
import type { TrieEntry } from './trie';
import type { ContextRule, SkillDef } from './types';

// Conditions on ambiguous forms: veto words right next to the form, and "is there supporting
// evidence nearby" for forms that need context.

export interface PendingHit {
  entry: TrieEntry;
  start: number;
  end: number;
  /** Needs a context match before it counts. */
  pending: boolean;
  /** What the same words are when the context is missing (a plain form of another skill). */
  fallback?: PendingHit;
}

/** How far (in characters, each side) context may be from an ambiguous form. */
const WINDOW = 200;

function ruleOf(def: SkillDef): ContextRule | undefined {
  return def.context ? CONTEXTS[def.context] : undefined;
}

/** The word right after `end` as written (letters or digits), or ''. */
function nextWord(text: string, end: number): string {
  const match = /^[\s\-\u2010\u2011]*([A-Za-z']+|\d+)/.exec(text.slice(end, end + 40));
  return match?.[1] ?? '';
}

function previousWord(text: string, start: number): string {
  const match = /([A-Za-z']+)[\s\-\u2010\u2011]*$/.exec(text.slice(Math.max(0, start - 40), start));
  return match?.[1]?.toLowerCase() ?? '';
}

/** True when the words around a conditional form say it is not the skill ("Excel at", "Spring 2014"). */
export function vetoed(text: string, start: number, end: number, def: SkillDef): boolean {
  const rule = ruleOf(def);
  if (!rule) return false;
  const written = nextWord(text, end);
  const next = written.toLowerCase();
  if (rule.vetoNext?.includes(next)) return true;
  if (rule.vetoYearAfter && /^(19|20)\d\d$/.test(next)) return true;
  if (rule.vetoLowercaseNext && /^[a-z]/.test(written) && next !== 'and' && next !== 'or')
    return true;
  const previous = previousWord(text, start);
  return rule.vetoPrev?.includes(previous) ?? false;
}

const wordPatterns = new Map<ContextRule, RegExp | null>();

function wordPattern(rule: ContextRule): RegExp | null {
  if (!wordPatterns.has(rule)) {
    const words = rule.words ?? [];
    const escaped = words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    wordPatterns.set(
      rule,
      escaped.length > 0 ? new RegExp(`(?<![a-z0-9])(?:${escaped.join('|')})(?![a-z0-9])`) : null,
    );
  }
  return wordPatterns.get(rule) ?? null;
}

function supports(rule: ContextRule, hit: PendingHit, other: PendingHit): boolean {
  if (other === hit || other.pending || other.entry.def === hit.entry.def) return false;
  if (other.end < hit.start - WINDOW || other.start > hit.end + WINDOW) return false;
  const def = other.entry.def;
  return (
    (rule.categories?.some((category) => category === def.category) ?? false) ||
    (rule.skills?.includes(def.name) ?? false)
  );
}

function hasContextWord(text: string, rule: ContextRule, hit: PendingHit): boolean {
  const pattern = wordPattern(rule);
  if (!pattern) return false;
  const before = text.slice(Math.max(0, hit.start - WINDOW), hit.start).toLowerCase();
  const after = text.slice(hit.end, hit.end + WINDOW).toLowerCase();
  return pattern.test(before) || pattern.test(after);
}

/**
 * Keeps plain hits and the pending hits that find support; a confirmed pending hit may in turn
 * support another ("Java, Go, Rust": Java confirms Go, and Go could confirm a later language).
 * A pending hit without support gives way to its fallback, if it has one.
 */
export function resolveContext(text: string, hits: PendingHit[]): PendingHit[] {
  let changed = true;
  while (changed) {
    changed = false;
    for (const hit of hits) {
      if (!hit.pending) continue;
      const rule = ruleOf(hit.entry.def);
      if (!rule) continue;
      if (hits.some((other) => supports(rule, hit, other)) || hasContextWord(text, rule, hit)) {
        hit.pending = false;
        changed = true;
      }
    }
  }
  return hits.flatMap((hit) => (!hit.pending ? [hit] : hit.fallback ? [hit.fallback] : []));
}
