import { WORD } from './tokens';
import { nextWordStart, wordEnd } from './word-scan';

function scanned(text: string): string[] {
  const out: string[] = [];
  for (let start = nextWordStart(text, 0); start < text.length;) {
    const end = wordEnd(text, start);
    out.push(text.slice(start, end));
    start = nextWordStart(text, end);
  }
  return out;
}

const regex = (text: string): string[] => [...text.matchAll(WORD)].map((m) => m[0]);

describe('word-scan reads the words WORD matches', () => {
  it.each([
    'c++ and c# with node.js, asp.net core; vue.js.',
    'e.g. a.b.c. x+#y z.. 3d v2.0 .net +c',
    'end.\nnext line: c+++ and a.1.b2',
    '',
    '123 456',
  ])('%j', (text) => {
    expect(scanned(text)).toEqual(regex(text));
  });

  it('on every short text of the characters that matter', () => {
    // A fixed pseudo-random sequence, so a failure can be reproduced.
    const alphabet = 'ab9.+# \nZé';
    let seed = 42;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let n = 0; n < 20_000; n++) {
      let text = '';
      const length = next() % 12;
      for (let i = 0; i < length; i++) text += alphabet[next() % alphabet.length];
      expect(scanned(text)).toEqual(regex(text));
    }
  });
});
