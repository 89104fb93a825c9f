/** "a, b c, d" -> ["a", "b c", "d"]: long word lists stay readable as one string. */
export function commaList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}
