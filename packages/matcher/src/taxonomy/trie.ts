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

/**
 * The ASCII edges once the trie is built, packed for the scan (finish()): the root's children in a
 * table by code, every other node's children as a run of (code, child) pairs sorted by code.
 * A scan looks up an edge for almost every character of a resume, and a lookup in one map of
 * 100,000 numbers missed the processor's caches most of the time; a node's run is a few
 * neighbouring numbers.
 */
interface PackedEdges {
  root: Int32Array;
  /** Node -> index of its first edge; node + 1 -> index after its last. */
  first: Int32Array;
  codes: Uint8Array;
  targets: Int32Array;
}

/**
 * The order in which the forms at one node are tried; the first that fits the text wins. When two
 * skills claim one folded form, the data marks the winner (`!`, taxonomy.test.ts fails without
 * it), so no order of the professions decides: a marked form first, then forms that count in any
 * case, then case-exact ones, then those that need a context; the skill's name settles the rest.
 */
function byPrecedence(a: TrieEntry, b: TrieEntry): number {
  return (
    Number(b.form.preferred ?? false) - Number(a.form.preferred ?? false) ||
    MODE_ORDER[a.form.mode] - MODE_ORDER[b.form.mode] ||
    (a.def.name === b.def.name ? 0 : a.def.name < b.def.name ? -1 : 1)
  );
}

export class SkillTrie {
  private readonly asciiEdges = new Map<number, number>();
  private readonly otherEdges = new Map<string, number>();
  private readonly entries: Array<TrieEntry[] | undefined> = [undefined];
  private packed: PackedEdges | undefined;

  /** The child of `node` along folded character code `code`, or 0 when there is none. */
  child(node: number, code: number): number {
    if (code >= 128) return this.otherEdges.get(`${node}:${code}`) ?? 0;
    const packed = this.packed;
    if (packed === undefined) return this.asciiEdges.get(node * 128 + code) ?? 0;
    if (node === 0) return packed.root[code] as number;
    const end = packed.first[node + 1] as number;
    for (let e = packed.first[node] as number; e < end; e++) {
      const c = packed.codes[e] as number;
      if (c === code) return packed.targets[e] as number;
      if (c > code) break;
    }
    return 0;
  }

  entriesAt(node: number): TrieEntry[] | undefined {
    return this.entries[node];
  }

  insert(key: string, entry: TrieEntry): void {
    this.packed = undefined;
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

  /** Orders the forms of each node (byPrecedence) and packs the edges. */
  finish(): void {
    for (const list of this.entries) list?.sort(byPrecedence);
    this.packed = this.pack();
  }

  private pack(): PackedEdges {
    const nodes = this.entries.length;
    const edges = [...this.asciiEdges].sort((a, b) => a[0] - b[0]);
    const root = new Int32Array(128);
    const first = new Int32Array(nodes + 1);
    const codes = new Uint8Array(edges.length);
    const targets = new Int32Array(edges.length);
    // Sorted by node * 128 + code: each node's edges are one run, in order of code.
    edges.forEach(([key, target], e) => {
      const node = Math.floor(key / 128);
      codes[e] = key % 128;
      targets[e] = target;
      if (node === 0) root[key] = target;
    });
    let e = 0;
    for (let node = 0; node <= nodes; node++) {
      while (e < edges.length && Math.floor((edges[e] as [number, number])[0] / 128) < node) e++;
      first[node] = e;
    }
    return { root, first, codes, targets };
  }
}

function entryFor(def: SkillDef, form: SkillForm): TrieEntry {
  const exactText = collapseGaps(form.text);
  // Suffixes only after a letter and on forms long enough not to turn "C4" or "R2" into skills.
  const allowsSuffix = exactText.length >= 3 && /[A-Za-z]$/.test(exactText);
  return { def, form, exactText, allowsSuffix };
}

/** "Vue.js" is also written "VueJS" and "Vue JS"; the data lists only the dotted form. */
export function variants(form: SkillForm): SkillForm[] {
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
