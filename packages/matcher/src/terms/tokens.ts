/** A word: letters with inner digits, +, # or . kept ("c++", "c#", "node.js"). Lower-case input. */
export const WORD = /[a-z][a-z0-9]*(?:[+#]+|(?:\.[a-z0-9]+)+)?/g;

/** Lower-case words of a text. */
export function words(text: string): string[] {
  const out: string[] = [];
  for (const match of text.toLowerCase().matchAll(WORD)) out.push(match[0]);
  return out;
}
