// Repairs UTF-8 text that was decoded as Windows-1252 somewhere upstream ("â€“" for "–",
// "Ã©" for "é", "Â " for a non-breaking space). Resume sites and old converters produce a lot
// of it, and it breaks words apart ("Â Customer Service").

/** Windows-1252 code points 0x80-0x9F that are not the same as Latin-1. */
const CP1252_HIGH: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

const CONTINUATION = '\\u0080-\\u00BF€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
/** A lead byte (Â..ô) followed by one to three continuation bytes, all read as cp1252. */
const SUSPECT = new RegExp(`[\\u00C2-\\u00F4][${CONTINUATION}]{1,3}`, 'g');
/** Cheap test before doing any work. */
const MARKERS = /[ÂÃâï][\u0080-\u00BF€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/;

/** Lead characters whose continuation was lost (see the end of repairMojibake). */
const ORPHANS = /Â(?=[\s\u00a0]|$)|ï¼/m;

const decoder =
  typeof TextDecoder === 'undefined' ? undefined : new TextDecoder('utf-8', { fatal: true });

function toByte(ch: string): number | undefined {
  const code = ch.charCodeAt(0);
  if (code <= 0xff) return code;
  return CP1252_HIGH[ch];
}

function redecode(run: string): string | undefined {
  if (!decoder) return undefined;
  const bytes: number[] = [];
  for (const ch of run) {
    const byte = toByte(ch);
    if (byte === undefined) return undefined;
    bytes.push(byte);
  }
  try {
    return decoder.decode(new Uint8Array(bytes));
  } catch {
    return undefined;
  }
}

export function repairMojibake(text: string): string {
  if (!MARKERS.test(text) && !ORPHANS.test(text)) return text;
  const repaired = text.replace(SUSPECT, (run) => {
    // Try the longest prefix that decodes; a run may swallow a following real character.
    for (let length = run.length; length >= 2; length--) {
      const decoded = redecode(run.slice(0, length));
      if (decoded !== undefined) return decoded + run.slice(length);
    }
    return run;
  });
  // Leftovers whose last byte was lost on the way (a non-breaking space became a plain one, a
  // full-width colon lost its third byte): drop the orphaned lead characters.
  return repaired.replace(/Â(?=[\s\u00a0]|$)/gm, '').replace(/ï¼ ?/g, '');
}
