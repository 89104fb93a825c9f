import { collapseGaps, foldKey } from './chars';
import type { SkillDef, SkillForm } from './types';

// A character trie over every written form of every skill, keyed by folded characters. One walk
// from a word start finds all forms that begin there, so a scan costs about one lookup per
// character of text regardless of the number of skills. Edges live in one numeric map (node * 128
// + ASCII code) rather than a map per node: ~12,000 forms make ~100,000 nodes, and one map
// builds and looks up much faster than 100,000 small ones.

export interface TrieEntry {
  def: SkillDef;
  form: SkillForm;
  /** The form with gaps collapsed, case kept: what case-sensitive forms are compared with. */
  exactText: string;
  /** Whether a plural "s" or a version number ("HTML5", "JPA2") may follow the form. */
  allowsSuffix: boolean;
}

const MODE_ORDER = { plain: 0, exact: 1, inContext: 2, exactInContext: 3 } as const;

export class SkillTrie {
  private readonly asciiEdges = new Map<number, number>();
  private readonly otherEdges = new Map<string, number>();
  private readonly entries: Array<TrieEntry[] | undefined> = [undefined];

  /** The child of `node` along folded character code `code`, or 0 when there is none. */
  child(node: number, code: number): number {
    if (code < 128) return this.asciiEdges.get(node * 128 + code) ?? 0;
    return this.otherEdges.get(`${node}:${code}`) ?? 0;
  }

  entriesAt(node: number): TrieEntry[] | undefined {
    return this.entries[node];
  }

  insert(key: string, entry: TrieEntry): void {
    let node = 0;
    for (let i = 0; i < key.length; i++) {
      const code = key.charCodeAt(i);
      let next = this.child(node, code);
      if (next === 0) {
        next = this.entries.length;
        this.entries.push(undefined);
        if (code < 128) this.asciiEdges.set(node * 128 + code, next);
        else this.otherEdges.set(`${node}:${code}`, next);
      }
      node = next;
    }
    const list = (this.entries[node] ??= []);
    const duplicate = list.some(
      (e) =>
        e.def === entry.def && e.form.mode === entry.form.mode && e.exactText === entry.exactText,
    );
    if (!duplicate) list.push(entry);
  }

  /** Plain forms are tried before conditional ones at the same node. */
  finish(): void {
    for (const list of this.entries)
      list?.sort((a, b) => MODE_ORDER[a.form.mode] - MODE_ORDER[b.form.mode]);
  }
}

function entryFor(def: SkillDef, form: SkillForm): TrieEntry {
  const exactText = collapseGaps(form.text);
  // Suffixes only after a letter and on forms long enough not to turn "C4" or "R2" into skills.
  const allowsSuffix = exactText.length >= 3 && /[A-Za-z]$/.test(exactText);
  return { def, form, exactText, allowsSuffix };
}

/** "Vue.js" is also written "VueJS" and "Vue JS"; the data lists only the dotted form. */
function variants(form: SkillForm): SkillForm[] {
  const match = /^(.+)\.js$/i.exec(form.text);
  if (!match) return [form];
  const base = match[1] ?? '';
  return [form, { ...form, text: `${base}js` }, { ...form, text: `${base} js` }];
}

export function buildTrie(skills: readonly SkillDef[]): SkillTrie {
  const trie = new SkillTrie();
  for (const def of skills) {
    for (const form of def.forms.flatMap(variants)) {
      const key = foldKey(form.text);
      if (key.length > 0) trie.insert(key, entryFor(def, form));
    }
  }
  trie.finish();
  return trie;
}
