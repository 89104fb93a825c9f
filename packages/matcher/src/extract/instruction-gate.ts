// A cheap first look at a whole document before flaggedLines (instructions.ts) reads it line by
// line: almost no resume addresses its reader, and testing 13 patterns on every line of every
// resume of a pool was a sixth of the cost of scoring it.
//
// Each gate is a necessary condition of one of the line patterns, tested once on the whole text:
// the pattern's words in the same order, with "\s+" wherever the pattern has a space (a line's
// spaces are whitespace runs of the text, collapsed), "[^\n]*" for ".{0,n}" (a line never crosses
// a line break, but a run of spaces may make it longer in the text), and line starts written as
// "start, line break or end of a sentence". A "\b" the pattern has before or after a word is
// kept: a line starts and ends next to whitespace or a stop in the text, so a word boundary in a
// line is one in the text. A gate may pass where no line is flagged, never the
// other way round: when every gate fails, no line of the text can match its pattern.
// Keep the gates in step with PATTERNS in instructions.ts (instructions.test.ts checks each attack).

const AI = String.raw`(?:ai|a\.i\.|llm|gpt(?:-?\d[\w.-]*)?|chat\s*gpt|claude|gemini|copilot|(?:large\s+)?language\s+model|(?:ai|automated|resume|cv)\s+(?:screener|screening\s+(?:system|tool|software)|reviewer|recruiter|system|tool|parser|assistant|model))`;
const MODEL = String.raw`(?:${AI}|assistant|chatbot|bot|model|ats|applicant\s+tracking\s+system|screener)`;
const READER = String.raw`(?:recruiter|hiring\s+manager|reviewer|reader|evaluator|${MODEL})`;
/** Where a line of flaggedLines can start: the text's start, a line break or a sentence's end. */
const LINE_START = String.raw`(?:^|\n|[.!?]\s)\s*`;

/** One gate per pattern of instructions.ts, in the same order. */
export const GATES: readonly RegExp[] = [
  /\b(?:ignore|disregard|forget|override|bypass)\b[^\n]*(?:instruction|prompt|guidelines|directions|directives)/i,
  /\b(?:ignore|disregard|forget)\s+(?:everything|all|anything)\s/i,
  /(?:instructions?|prompt)\s*[:-]/i,
  new RegExp(String.raw`${LINE_START}(?:system|assistant|developer)\s*:`, 'i'),
  /\[\/?(?:inst|system)\]|<\||#{2,}\s*(?:instruction|system)/i,
  new RegExp(
    String.raw`\b(?:note|message|attention|instructions?)\s+(?:to|for)\s+(?:(?:the|any|all)\s+)?${READER}`,
    'i',
  ),
  new RegExp(
    String.raw`${LINE_START}(?:(?:dear|hey|hello)\s+|attention\s*:?\s*)?(?:the\s+)?${AI}s?\s*[,:]`,
    'i',
  ),
  new RegExp(String.raw`\bif\s+you\s+are\s+(?:(?:an?|the)\s+)?${MODEL}`, 'i'),
  new RegExp(
    String.raw`\b(?:as|you\s+are)\s+(?:now\s+)?(?:an?|the)\s+${MODEL}[^\n]*(?:must|should|will|shall)`,
    'i',
  ),
  /\b(?:score|rate|rank|grade|mark|evaluate|assess|classify)\s+(?:me|him|her|them|(?:this|the|my)\s+(?:candidate|applicant|resume|cv|profile|person|application))\s/i,
  /\b(?:give|assign|award|output|return|respond\s+with|reply\s+with|answer\s+with|set)\b[^\n]*(?:score|rating|match|percentage)[^\n]*(?:100|10\s*\/\s*10|perfect|maximum|highest)/i,
  /(?:percentage|score|rating)\s*(?:[:=]|should\s+be|must\s+be|is)\s*10/i,
  /\b(?:hire|shortlist|advance|recommend|select)\s+(?:this\s+(?:candidate|applicant|person)|me|him|her|them)\s+(?:immediately|now|right\s+away|without\s+(?:delay|question|hesitation))/i,
  /\b(?:do\s+not|don't|never)\s+(?:mention|reveal|flag|report|disclose|penali[sz]e)/i,
];

/** All gates as one pattern: one scan of the text instead of fourteen (about twice as fast). */
const ANY_GATE = new RegExp(GATES.map((gate) => `(?:${gate.source})`).join('|'), 'i');

/** The start of the notice packages/parsers writes for hidden text (instructions.ts). */
const HIDDEN_TEXT_START = '[Hidden text left out: ';

/**
 * False when no line of `text` can be flagged by flaggedLines: no instruction pattern can match
 * any of its lines and it holds no hidden-text notice. True says only "look line by line".
 */
export function mayHoldFlaggedLines(text: string): boolean {
  if (text.includes(HIDDEN_TEXT_START)) return true;
  // Lines are tested in NFKC form; the whole text in NFKC form holds each of them.
  const folded = text.normalize('NFKC');
  return ANY_GATE.test(folded);
}
