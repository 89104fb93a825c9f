import type { Category } from './categories';
import type { FormMode, Implication, SkillDef, SkillForm } from './types';

// Each profession (knowledge/) lists its skills one per line, so that 1,500 of them stay readable
// and reviewable:
//
//   Name | alias, alias, ~Ambiguous > Implied Skill 0.6; Other Skill @context
//
// - after `|`: the other written forms. Prefixes mark forms that are also common words:
//     `=Form`  counts only when written exactly so (case-sensitive), e.g. `=Excel` (not "excel at");
//     `~Form`  exact case AND a context match nearby (the rule named after `@`), e.g. `~Go`;
//     `?Form`  any case, but needs the context, e.g. `?sales`.
//   When the name itself appears with a prefix, the unprefixed name is not a form.
//   `!` before a form (and before its other prefix: `!=SPA`) says it wins when another skill claims
//   the same written form in another case or spelling; see registry.ts and trie.ts for the rule.
// - after `>`: implied skills separated by `;`, each with an optional strength (default 0.5).
// - after `@`: the context rule (contexts.ts) that the prefixed forms obey.
// Blank lines and lines starting with `#` are ignored.

const DEFAULT_STRENGTH = 0.5;

const MODE_BY_PREFIX: Record<string, FormMode> = {
  '=': 'exact',
  '~': 'exactInContext',
  '?': 'inContext',
};

function parseForm(raw: string): SkillForm {
  if (raw.startsWith('!')) return { ...parseForm(raw.slice(1).trim()), preferred: true };
  const prefix = raw[0] ?? '';
  const mode = MODE_BY_PREFIX[prefix];
  return mode ? { text: raw.slice(1).trim(), mode } : { text: raw, mode: 'plain' };
}

function parseImplication(raw: string): Implication {
  const match = /^(.*?)\s+(0?\.\d+|1(?:\.0+)?)$/.exec(raw);
  if (!match) return { skill: raw, strength: DEFAULT_STRENGTH };
  return { skill: (match[1] ?? raw).trim(), strength: Number(match[2]) };
}

function splitList(raw: string | undefined, separator: string): string[] {
  if (!raw) return [];
  return raw
    .split(separator)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/** Parses one data line; throws on a malformed line so a typo fails the tests, not production. */
export function parseSkillLine(line: string, category: string): SkillDef {
  let rest = line;
  let context: string | undefined;
  const at = rest.lastIndexOf(' @');
  if (at >= 0) {
    context = rest.slice(at + 2).trim();
    rest = rest.slice(0, at);
  }
  let impliesRaw: string | undefined;
  const gt = rest.indexOf('>');
  if (gt >= 0) {
    impliesRaw = rest.slice(gt + 1);
    rest = rest.slice(0, gt);
  }
  const [nameRaw, formsRaw] = rest.split('|');
  const name = (nameRaw ?? '').trim();
  if (!name) throw new Error(`Skill line without a name: "${line}"`);

  const aliases = splitList(formsRaw, ',').map(parseForm);
  const nameIsAmbiguous = aliases.some((form) => form.mode !== 'plain' && form.text === name);
  const forms: SkillForm[] = nameIsAmbiguous
    ? aliases
    : [{ text: name, mode: 'plain' }, ...aliases];
  const needsContext = forms.some(
    (form) => form.mode === 'exactInContext' || form.mode === 'inContext',
  );
  if (needsContext && !context) throw new Error(`Skill "${name}" has context forms but no @rule`);

  const def: SkillDef = {
    name,
    category,
    forms,
    implies: splitList(impliesRaw, ';').map(parseImplication),
  };
  if (context) def.context = context;
  return def;
}

/** All skills of one category, from the line format above. */
export function group(category: Category, lines: string): SkillDef[] {
  return lines
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !line.startsWith('#'))
    .map((line) => parseSkillLine(line, category));
}
