// The gates a recruiter screens on before reading the skills: where and how the work is done
// (on-site / hybrid / remote, and the place), work authorization and sponsorship, clearance,
// licences and certifications, the graduation window, and the other knock-out conditions an ad
// states (travel, background checks, physical demands, contract terms, documents). They are read
// from every line, the legal and logistics text included, since that is where ads state them.
import type { JobGate } from '../types';
import { findLocationInLine, parseLocation } from './location';

interface GateRule {
  kind: JobGate['kind'];
  pattern: RegExp;
  /** The value shown for the gate; the matched text when absent. */
  value?: (line: string, match: RegExpExecArray) => string;
}

const SPONSOR_REFUSED =
  /\b(?:not|no|unable to|cannot|can't|won't|will not|without)\b[^.]{0,40}\bsponsor|\bsponsorship\b[^.]{0,30}\b(?:not|unavailable)\b/i;

const RULES: readonly GateRule[] = [
  {
    kind: 'workAuthorization',
    pattern:
      /\b(?:authori[sz](?:ed|ation) to work|work(?:ing)? authori[sz]ation|eligib(?:le|ility) to work|right to work|(?:visa )?sponsorship|sponsor (?:a |an |any )?(?:visa|candidates?|applicants?)|US citizens?(?:hip)?|U\.S\. citizens?(?:hip)?|green card|permanent residen(?:t|cy)|H-?1B|\bGC\b|EAD|work permit)/i,
    value: (line) => (SPONSOR_REFUSED.test(line) ? 'no sponsorship' : 'authorized to work'),
  },
  {
    kind: 'clearance',
    pattern:
      /\b(?:security clearance|clearance (?:required|level)|(?:active|current|secret|top secret|TS\/SCI|DoD|public trust)\s+clearance|TS\/SCI|top secret|public trust|polygraph|(?:obtain|maintain|hold) (?:a |an )?(?:\w+ )?clearance)\b/i,
  },
  {
    kind: 'licence',
    pattern:
      /\b(?:driver'?s?|driving|motor vehicle operator'?s?|commercial driver'?s?|CDL)\s+licen[cs]e\b|\blicen[cs]ed (?:as )?(?:a |an )?[A-Z][\w ]{2,40}|\b(?:registration|licensure) as (?:a |an )?[A-Z][\w ]{2,40}|\b(?:current|valid|active)\s+[A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,4}\s+(?:licen[cs]e|certification|registration)\b|\bcertification (?:in|as) [A-Z][\w ]{2,30}|\b(?:PE|EIT|CPA|PMP|CISSP|CCNA|CCNP|RN|LPN|CNA|TWIC)\b(?= (?:licen|certif|registration|required|is required|preferred))/i,
  },
  {
    kind: 'graduation',
    pattern:
      /\b(?:graduat(?:e|ing|ion)\b[^.]{0,60}\b(?:by|between|in|before|after|within)\b[^.]{0,20}(?:19|20)\d\d|class of (?:19|20)\d\d|recent(?:ly)? graduat|(?:degree|graduation) requirements (?:are )?complete|currently (?:enrolled|pursuing)|pursuing (?:a |an )?(?:bachelor|master|degree))/i,
  },
  {
    kind: 'other',
    pattern:
      /\btravel\b[^.]{0,40}\d{1,3}\s?%|\d{1,3}\s?%[^.]{0,30}\btravel|\b(?:able|willing(?:ness)?|ability) to travel\b|\btravel (?:is |will be )?required\b|\bbackground (?:check|investigation|screening)|\bdrug (?:and alcohol )?(?:test|screen)|\bsubstance abuse testing|\bpre-employment (?:testing|screening|certification)|\bfingerprint|\b(?:lift|carry|move)\b[^.]{0,40}\b\d{2,3}\s?(?:pounds|lbs|kilos|kg)\b|\b(?:squat|bend|kneel|stoop|stand for)\b|\btemperature extremes|\bextremes? of temperature|\bvaccinat|\bSelective Service|\bE-Verify\b|\bsuitab(?:le|ility) for (?:federal )?employment|\bsuitability or fitness|\bat least 18 years\b|\b(?:nights|weekends|holidays|off-hours|on-call)\b[^.]{0,30}\b(?:required|available|availability|as required|support)|\bavailable (?:when|to work|on)\b[^.]{0,40}\b(?:nights|weekends|holidays)|\bW-?2\b|\b1099\b|\bC2C\b|\bcorp[- ]to[- ]corp|\bcontract(?: |-)to(?: |-)hire|\bduration\s*:|\bcontract type\s*:|\breliably commute|\bcommut(?:e|ing) distance|\brelocat(?:e|ion) (?:before|required|is required)|\bmust (?:reside|live) (?:in|within)|\bgrade[- ]point average|\bGPA\b|\bcopy of (?:the |your )?(?:diploma|transcripts?|degree)|\bmust submit\b|\b(?:resume|cover letter)s? (?:and|&) (?:a )?(?:cover letter|resume|references)s? (?:are|is) required|\bface to face\b[^.]{0,20}required|\bsalary requirements\b|\binsurable\b|\bautomobile insurance\b|\bspecialized experience\b|\bGS-\d{1,2}\b/i,
  },
];

const WORKPLACE: readonly [string, RegExp][] = [
  [
    'hybrid',
    /\bLI-Hybrid\b|\b\d{1,2}\s?% remote\b|\bhybrid (?:role|position|work|schedule|model|setting|telework|weekly|remote|environment)|\(hybrid\)|[\s/|-]hybrid\s*$|^hybrid\b|\b\d days? (?:a week |per week )?(?:in|at) (?:the |our )?office\b/i,
  ],
  [
    'remote',
    /\bLI-Remote\b|\b(?:fully|100%|completely|permanently) remote\b|\bremote[- ](?:first|only|role|position|job|work|based|opportunity)\b|\bwork (?:location|setting|type)\s*:\s*remote|\b(?:work|working) (?:from home|remotely)\b|\bthis (?:is a |role is |position is )?remote\b|\bavailable for remote work\b|^remote\b|\(remote\)|\bremote\s*[-–(]\s*(?:US|USA|United States)/i,
  ],
  [
    'onsite',
    /\b(?:on[- ]?site|in[- ]person|in[- ]office)\s+(?:position|role|job|work|attendance|presence|only)\b|\b(?:position|role|job|work) is (?:fully |100% )?(?:on[- ]?site|in[- ]person|in[- ]office)\b|\b(?:fully|100%) (?:on[- ]?site|in[- ]office)\b|\bwork location\s*:\s*(?:in person|on[- ]?site)|\bno remote\b|\bnot (?:a )?remote\b|\brequires on[- ]?site\b/i,
  ],
];

/** A hard gate or a preference: "preferred", "a plus" and "or equivalent" do not screen. */
const SOFTENED =
  /\bpreferred\b|\ba plus\b|\bdesired\b|\bideally\b|\bnice to have\b|\bor equivalent\b|\bin lieu of\b/i;

/** Where the ad says the work is, and how: on-site, hybrid or remote. */
function workplaceGates(lines: readonly string[], place?: string): JobGate[] {
  const gates: JobGate[] = [];
  for (const [value, pattern] of WORKPLACE) {
    const line = lines.find((l) => pattern.test(l));
    if (line) {
      gates.push({ kind: 'workplace', value, required: true, source: line.trim() });
      break;
    }
  }
  // "Work Location: Remote" names a workplace, not a place; "Austin, TX (Hybrid)" has one in it.
  place = place
    ?.replace(/\s*[([](?:hybrid|remote|on[- ]?site|in[- ]person)[)\]]/i, '')
    .replace(/\bLI-(?:remote|hybrid|onsite)\b/i, '')
    .trim();
  const placed =
    place !== undefined && !/^(?:remote|hybrid|on[- ]?site|in[- ]person)\b/i.test(place)
      ? { value: place, source: lines.find((l) => l.includes(place)) ?? place }
      : placeFromLines(lines);
  // An ad that names a place and no remote or hybrid work is for on-site work there.
  if (placed && gates.length === 0)
    gates.push({
      kind: 'workplace',
      value: 'onsite',
      required: false,
      source: placed.source.trim(),
    });
  if (placed)
    gates.push({
      kind: 'location',
      value: placed.value,
      required: true,
      source: placed.source.trim(),
    });
  return gates;
}

const PLACE_CUE =
  /\b(?:location|based in|located in|office in|offices? (?:at|in)|reside in|work site|worksite|commute to|relocate to|headquartered in|headquarters in|(?:plant|facility|site|campus|office|branch|hospital|store)s?\b)/i;
const CITY_REGION =
  /\b([A-Z][a-z]+(?:[ -][A-Z][a-z]+){0,2}),\s+([A-Z]{2}\b|[A-Z][a-z]+(?: [A-Z][a-z]+)?)/g;

/** Countries written in capitals that stay so ("Austin, TX, USA"). */
const COUNTRY_CODES = new Set(['USA', 'UAE', 'UK', 'US']);

/** The first "City, Region" of a line that the place reader accepts. */
function placeIn(written: string): string | undefined {
  // "MOUNTAIN VIEW, CA": a place in capitals is read as written in title case (states stay).
  const line = written
    .replace(/#?\bLI-(?:remote|hybrid|onsite)/gi, ' ')
    .replace(/\b([A-Z])([A-Z]{2,})\b/g, (word: string, a: string, b: string) =>
      COUNTRY_CODES.has(word) ? word : a + b.toLowerCase(),
    );
  const labelled = findLocationInLine(line);
  if (labelled) return labelled;
  for (const match of line.matchAll(CITY_REGION)) {
    const place = parseLocation(`${match[1]}, ${match[2]}`);
    if (place) return place;
  }
  return undefined;
}

/** "Location: Austin, TX", "based in Pittsburgh, Pennsylvania"; else the first place named. */
function placeFromLines(lines: readonly string[]): { value: string; source: string } | undefined {
  for (const cued of [true, false])
    for (const line of lines) {
      if (cued !== PLACE_CUE.test(line)) continue;
      const place = placeIn(line);
      if (place) return { value: place, source: line };
    }
  return undefined;
}

/** Every gate the lines of an ad state, once per kind and line. */
export function readGates(lines: readonly string[], place?: string): JobGate[] {
  const gates = workplaceGates(lines, place);
  lines.forEach((line, i) => {
    // "Clearance" as a heading, its level on the next line ("Secret.").
    if (!/^\W*(?:security )?clearance(?: required| level)?\W*$/i.test(line)) return;
    const level = lines.slice(i + 1).find((next) => next.trim() !== '');
    if (level && level.trim().length < 120)
      gates.push({ kind: 'clearance', value: level.trim(), required: true, source: level.trim() });
  });
  for (const line of lines) {
    const text = line.trim();
    if (!text || text.length > 1500) continue;
    for (const rule of RULES) {
      const match = rule.pattern.exec(text);
      if (!match) continue;
      if (gates.some((g) => g.kind === rule.kind && g.source === text)) continue;
      const value = rule.value ? rule.value(text, match) : match[0].trim();
      gates.push({ kind: rule.kind, value, required: !SOFTENED.test(text), source: text });
    }
  }
  return gates;
}
