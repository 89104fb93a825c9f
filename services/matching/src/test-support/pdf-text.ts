import { inflateSync } from 'node:zlib';

/** The text a PDF draws: its content streams inflated, their hex and literal strings decoded. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts: string[] = [];
  // pdf-lib ends a stream's data with "\nendstream"; a compressed stream whose last byte happens
  // to be "\r" would lose it to a "\r\n" reading of that end, so both readings are tried.
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)(\r?)\nendstream/g)) {
    const inflated = [m[1]!, m[1]! + m[2]!].flatMap((data) => {
      try {
        return [inflateSync(Buffer.from(data, 'latin1')).toString('latin1')];
      } catch {
        return [];
      }
    });
    const body = inflated[0] ?? m[1]!;
    for (const s of body.matchAll(/<([0-9A-Fa-f]+)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      parts.push(s[1] ? Buffer.from(s[1], 'hex').toString('latin1') : s[2]!);
    }
  }
  return parts.join('\n');
}
