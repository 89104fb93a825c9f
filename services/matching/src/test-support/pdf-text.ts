import { inflateSync } from 'node:zlib';

/** The text a PDF draws: its content streams inflated, their hex and literal strings decoded. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let body: string;
    try {
      body = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      body = m[1]!;
    }
    for (const s of body.matchAll(/<([0-9A-Fa-f]+)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      parts.push(s[1] ? Buffer.from(s[1], 'hex').toString('latin1') : s[2]!);
    }
  }
  return parts.join('\n');
}
