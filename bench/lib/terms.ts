// Plain words for the text baselines (BM25, TF-IDF): lower-case letters and digits, "c++" and
// "c#" kept whole, no stemming and no stop list, as the reference methods are usually run.

export function tokens(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:[+#]+)?/gu) ?? [];
}

/** How often each word occurs in one text. */
export function counts(words: readonly string[]): Map<string, number> {
  const found = new Map<string, number>();
  for (const word of words) found.set(word, (found.get(word) ?? 0) + 1);
  return found;
}

/** In how many of the texts each word occurs. */
export function documentFrequency(texts: readonly (readonly string[])[]): Map<string, number> {
  const found = new Map<string, number>();
  for (const words of texts)
    for (const word of new Set(words)) found.set(word, (found.get(word) ?? 0) + 1);
  return found;
}
