import { isJobTitle, titleSeniority } from '../taxonomy';

// What of an ad's title line is the title, read as a recruiter reads it: the markdown of the
// board, an invitation around it, the place or the codes after it and a scrape's glued next field
// are not part of it; and a role the ad names as someone to contact or work with is a colleague,
// not the job.

/**
 * The labels of a board's fields that a scrape glues to the value before them ("Security
 * EngineerLocation: Ashburn", "Hadoop ExpDescription"): a small letter followed by one of them
 * ends the title.
 */
const GLUED_LABEL =
  /(?<=[a-z])(?:Description|Location|Salary|Duration|Summary|Overview|Responsibilities|Requirements|Qualifications|Rate|Pay|Compensation|Type|Contract|Position|Company|Client|Department)\b.*$/;

/** "Join our team as Sales Director", "Join us as a …": the invitation names the title. */
const JOIN_AS =
  /^(?:come\s+)?join\s+(?:us|our\s+(?:\w+\s+)?team|the\s+team)\s+as\s+(?:an?\s+|our\s+)?/i;

/** "Onsite", "Remote", "Hybrid" after a dash say where the work is, not what it is. */
const WORKPLACE = /^(?:remote|on-?site|hybrid|in[- ]office|telecommute)\b/i;

/**
 * The part after a dash or bar that is a place, a code or the terms of the job ("- Washington,
 * D.C.", '- "W-TRS" Fort Cavazos, Texas', "| 1.0 FTE", "– Remote"): it holds a comma, a digit, a
 * quote, a bracket or a currency sign, or names the workplace. A title ("– Software Tester") or a
 * level ("– Entry Level") after the dash stays.
 */
function isTrailingDetail(segment: string): boolean {
  if (isJobTitle(segment) || titleSeniority(segment)) return false;
  return /[,\d"“”()$€£]/.test(segment) || WORKPLACE.test(segment);
}

/** Without the markdown emphasis of the board: "**Senior Mechanical Engineer**". */
export function withoutEmphasis(line: string): string {
  return line
    .replace(/\*+|(?<!\w)_+|_+(?!\w)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A title on its own: no clause of a sentence ("The Systems Administrator, working in…"). */
const titleLike = (text: string): boolean =>
  isJobTitle(text) && !text.includes(',') && !/^(?:the|a|an|our|this)\b/i.test(text);

/** The title a title line or a labelled field holds, without what a recruiter would not read as one. */
export function cleanTitle(raw: string): string {
  let title = withoutEmphasis(raw).replace(JOIN_AS, '').replace(GLUED_LABEL, '').trim();
  const segments = title.split(/\s+[-–—|]\s+|\s*\|\s*/);
  const kept = [segments[0] ?? ''];
  for (const segment of segments.slice(1)) {
    if (isTrailingDetail(segment)) break;
    kept.push(segment);
  }
  if (kept.length < segments.length && titleLike(kept.join(' – '))) title = kept.join(' – ');
  // "Senior Java Developer with AWS and Hadoop Exp": what follows "with" is what the job asks.
  const withAt = title.search(/\s+with\s+/i);
  if (withAt > 0 && titleLike(title.slice(0, withAt))) title = title.slice(0, withAt);
  return title.replace(/[\s,;:–—-]+$/, '');
}

/**
 * The words before a role named in a sentence that make it someone the one hired deals with
 * ("should contact a Human Resources Representative", "reports to the Project Manager",
 * "working with one Princeton Recruiter"), not the job itself.
 */
const COLLEAGUE_CUE =
  '(?:contact(?:s|ing)?|reach(?:ing)? out to|speak(?:ing)? (?:to|with)|talk(?:ing)? (?:to|with)|report(?:s|ing)? (?:directly )?to|work(?:s|ing)? (?:closely |directly |alongside |together )?with|partner(?:s|ing)? with|collaborat\\w* with|alongside|assist(?:s|ing)?|support(?:s|ing)?|supervised by|managed by|direction of|guidance of)';
const ARTICLES = '(?:(?:a|an|the|your|our|one|their|its|other|senior|local)\\s+)*';
/** "…direction of the Information Security Officer and the Lead Engineer": both are colleagues. */
const COLLEAGUE_BEFORE = new RegExp(
  `\\b${COLLEAGUE_CUE}\\s+${ARTICLES}(?:(?:[\\w/&'-]+\\s+){1,6}(?:and|or|&)\\s+${ARTICLES})?$`,
  'i',
);

/** True when the role that starts at `at` in `line` is named as a colleague. */
export function namedAsColleague(line: string, at: number): boolean {
  return COLLEAGUE_BEFORE.test(line.slice(Math.max(0, at - 80), at));
}
