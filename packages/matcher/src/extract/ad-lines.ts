// The lines of a job ad and what each one is to a recruiter: a requirement (it asks something of
// the candidate), a duty (it says what the work is), or text that asks nothing (the company's
// story, the product, pay and benefits, legal and how-to-apply text). Each line keeps the reason,
// so the reading can say why a line did or did not give requirements.
import { classifyHeading } from './headings';
import { boilerplateKinds, type BoilerplateKind } from './boilerplate';
import { inlineHeading, linesOf, type Line, type SectionSpan } from './sections';

/** Sections whose lines ask nothing of the candidate. */
const NOT_ASKED = new Set(['benefits', 'other', 'about']);

/**
 * Sentence shapes that ask something of the candidate: experience, knowledge, a credential, or
 * an explicit must. A duty says what the work is ("Build and test services").
 */
export const ASK_CUE =
  /\b(?:experience (?:with|in|using|of|working|as|building|developing|designing|writing|on)|experienced (?:with|in)|knowledge (?:of|in)|proficien(?:t|cy)|fluen(?:t|cy) in|familiar(?:ity)? with|understanding of|expertise (?:in|with)|background in|skilled (?:in|with)|skills? in|(?:ability|able) to (?:use|work with|program|write|read)|must (?:have|be|hold|possess|know)|required|requirements?|qualifications?|mandatory|minimum|at least|years?\b[^.]{0,40}\bexperience|degree|diploma|certif|licen[cs]|you (?:have|bring|should|must|need|are)|(?:someone|candidates?|people|applicants?) (?:with|who (?:has|have|is|are|knows?))|(?:worked|working) with|hands[- ]on|track record|demonstrated|proven|a plus|preferred|nice to have|bonus|desired|ideally)/i;

/** What the job may bring ("may be required to travel"), which asks nothing of the candidate. */
const DUTY_REQUIRED =
  /\b(?:may|will|might|can|could) (?:also )?be (?:required|asked|expected) to\b/gi;

/** "We", "our" and "us" with no "you": the company speaking of itself. */
const COMPANY_VOICE = /\b(?:we|our|us)\b/i;
const CANDIDATE_VOICE =
  /\byou(?:r)?\b|\bcandidates?\b|\bapplicants?\b|\bsomeone\b|\bthe ideal\b|\bthe successful\b/i;

export type LineRole = 'asks' | 'duty' | 'none';

export interface AdLine {
  text: string;
  start: number;
  end: number;
  section: string;
  /** The line with the hard-wrapped lines that continue it ("1-4 years of" / "experience"). */
  sentence: string;
  role: LineRole;
  /** Why the line has its role, in a recruiter's words. */
  reason: string;
  /** What kind of text that asks nothing it is, when it is one. */
  boilerplate?: BoilerplateKind;
}

const BOILERPLATE_REASON: Record<BoilerplateKind, string> = {
  company: 'about the company',
  benefits: 'pay or benefits',
  legal: 'legal or equal-opportunity text',
  logistics: 'how to apply, contract or schedule',
};

/** The company's name as a sentence's subject ("Akamai is working to…", "Acme's teams…"). */
function companySpeaks(text: string, company: string | undefined): boolean {
  if (!company || company.length < 3) return false;
  const name = company.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^(?:at |the )?${name}(?:'s|’s)?\\b`, 'i').test(text.trim());
}

/**
 * Lines that state a screening condition (work authorization, sponsorship, immigration, the
 * hiring process, accommodation in applying): a gate or an instruction, never a skill, even when
 * they say "must" ("Kestrel does not provide immigration or work visa sponsorship", "Interviews:
 * Tuesday", "may call Human Resources at …").
 */
const SCREENING =
  /\b(?:authori[sz](?:ed|ation) to work|work(?:ing)? authori[sz]ation|eligib(?:le|ility) to work|employment eligibility|(?:legal )?right to work|(?:visa|immigration)\b[^.]{0,30}\bsponsor|sponsorship|sponsor (?:a |an |any )?(?:visa|candidates?|applicants?)|U\.?S\.? citizens?(?:hip)?\b|U\.?S\.? persons?\b|green card|H-?1B|(?:driver'?s?|driving|commercial driver'?s?)\s+licen[cs]e|interviews?\s*:|(?:hiring|selection|application|interview(?:ing)?) process(?:es)?\b|phone screens?\b|hiring (?:manager|administrator)\s*:|^hiring\s*:|accommodations? (?:in|during|for) (?:the )?(?:application|hiring|interview)|needing (?:an )?accommodation|(?:willing|able|ability)\b[^.]{0,20}\bto travel\b|^travel requirements?\b|(?:recruitment|relocation|retention)\b[^.]{0,30}\bincentives?\b|\bincentives?\b[^.]{0,30}\b(?:authori[sz]ed|eligible)\b)/i;

/**
 * A sentence the company opens about itself ("Our Services: working with one of our recruiters
 * gives you…", "Our recruiting strategy is simple"): "you" there is the reader of a staffing
 * agency's pitch, not a candidate being asked for something.
 */
const COMPANY_OPENING = /^\W*(?:our|we(?:'re|'ve| are| have)?)\b/i;
const ASKS_CANDIDATE =
  /\b(?:looking for|seeking|searching for|hiring|ideal|candidates?|someone|applicants?|you (?:have|bring|must|should|need|are|will need)|experience (?:with|in|of|as)|knowledge of|years?|degree|must|required|proficien\w*|familiar\w*)\b/i;

/**
 * A sentence that introduces the role ("As a Front-End Developer, you will be part of a team…",
 * "As a Business Analyst with experience in custom software, you will have a tremendous
 * opportunity…"): it says what the job is, its "you" is the one hired, and it asks nothing.
 */
const INTRODUCES_ROLE = /^\W*As an? [^.;]{2,160}?,?\s+you(?:'ll|’ll| will| are| act| know)\b/i;

/**
 * An example given to explain a rule ("For example, an applicant who attains registration as a
 * manufacturing engineer…"): it illustrates, it asks nothing.
 */
const EXAMPLE = /^\W*(?:for example|for instance)\b/i;

/** A pointer to more information elsewhere ("… can be found from the following website:"). */
const POINTER =
  /\b(?:(?:more|additional|further)\s+(?:\w+\s+)?information\b[^.]{0,80}\b(?:can be found|is available|visit|see|website|web site|link)|(?:can be found|is available|visit|see)\b[^.]{0,60}\b(?:website|web site|link|page|https?:))/i;

/**
 * A sentence that says what a company is ("Power & Water Solutions is an industry-leading
 * controls automation company that…", "Acme is one of the nation's top consulting firms").
 */
const COMPANY_IS =
  /^\W*[A-Z][\w&.,'’ -]{1,60}?\s(?:is|are|has been)\s(?:a|an|the|one of)\b[^.]{0,80}\b(?:company|companies|firm|firms|provider|leader|organi[sz]ation|manufacturer|agency|employer|business|startup|institution|brand|retailer)\b/;

/**
 * A list of job titles ("Java Programmer / Analyst, Web Developer, J2EE Developer, Sr."), such as
 * a job board's "other titles include": it names jobs, it asks nothing.
 */
function titleList(text: string): boolean {
  const items = text
    .split(/[,;]/)
    .map((item) => item.trim())
    .filter(Boolean);
  const titles = items.filter((item) =>
    /\b(?:Engineer|Developer|Programmer|Analyst|Architect|Administrator|Consultant|Manager|Guru|Specialist|Designer|Tester|Lead|Sr|Jr)s?\.?\)?$/.test(
      item,
    ),
  );
  return titles.length >= 3 && titles.length * 3 >= items.length * 2;
}

/** Sections about the job rather than the company ("About the role", "Job Summary"). */
const ABOUT_THE_JOB = /role|position|job/i;

/** Longest line read whole: an ad pasted as one line is read sentence by sentence. */
const LONG_LINE = 200;

/**
 * A long line cut into its sentences: at a full stop before a capital, at a bullet mark ("* "),
 * and where a scrape glued two sentences ("…parallel processingVoted a TechCrunch favorite").
 */
function sentencesOf(line: Line): Line[] {
  if (line.text.length <= LONG_LINE) return [line];
  const cuts = [0];
  const boundary =
    /(?<=[.!?])\s+(?=[A-Z*•(])|\s+(?=[*•]\s)|(?<=[a-z]{4}[.!?:]?)(?=[A-Z][a-z]{2,}[\s,:])|(?<=[a-z][.!?:])(?=[A-Z]{2,})|(?<=[a-z]{2}[!?])(?=[A-Z])/g;
  const at = new Set<number>();
  for (const match of [...line.text.matchAll(boundary), ...line.text.matchAll(GLUED_DUTY)])
    at.add((match.index ?? 0) + match[0].length);
  for (const cut of headingsInside(line.text)) at.add(cut);
  for (const cut of [...at].sort((a, b) => a - b)) {
    if (cut - (cuts[cuts.length - 1] as number) >= 20) cuts.push(cut);
  }
  return cuts.map((from, i) => {
    const to = cuts[i + 1] ?? line.text.length;
    return { text: line.text.slice(from, to), start: line.start + from, end: line.start + to };
  });
}

/** A label ending in a colon inside a line: up to five words before "Required Skills:". */
const LABEL = /((?:[A-Za-z'’&/-]+\s+){0,4}[A-Z][A-Za-z'’]*):\s/g;

/**
 * Where a heading stands inside a long line, after words that are not its own ("…Contract to
 * Hire Responsibilities: Engage closely…"): the start of the longest run of words before the
 * colon that is a heading of a section an ad opens on its first item's line.
 */
function headingsInside(text: string): number[] {
  const cuts: number[] = [];
  for (const match of text.matchAll(LABEL)) {
    const words = [...(match[1] ?? '').matchAll(/\S+/g)];
    for (const word of words) {
      const from = (match.index ?? 0) + (word.index ?? 0);
      if (from === 0 || !/^[A-Z]/.test(word[0])) continue;
      if (inlineHeading(text.slice(from, (match.index ?? 0) + match[0].length + 1))) {
        cuts.push(from);
        break;
      }
    }
  }
  return cuts;
}

/**
 * Where a scrape glued two duties without a full stop ("…code development and testing Design
 * and implement product features…", "…every 2 weeks through Sprints Design and develop…"): a verb
 * of the work in capitals right after a word in lower case, and a word in lower case after it
 * ("Design and implement", not "Test Automation").
 */
const GLUED_DUTY =
  /(?<=[a-z0-9]{2})\s+(?=(?:Perform|Design|Develop|Build|Create|Implement|Review|Troubleshoot|Mentor|Work|Participate|Contribute|Provide|Collaborate|Estimate|Conduct|Drive|Lead|Manage|Maintain|Support|Ensure|Write|Test|Analy[sz]e|Assist|Coordinate|Communicate|Partner|Own|Deliver|Define|Identify|Establish|Oversee|Prepare|Report|Monitor|Document|Evaluate|Recommend|Install|Configure|Operate|Resolve|Serve|Act|Help|Execute|Plan|Research|Track|Facilitate|Utili[sz]e|Use)s?,?\s+[a-z])/g;

/** Whether a document offset starts a line of the text (not a sentence inside a long one). */
function startsLine(text: string, at: number): boolean {
  return at === 0 || text[at - 1] === '\n';
}

/** The section a sentence opens: a heading alone, or one glued to the sentence's first item. */
function headingOf(sentence: string): { name: string; heading: string } | undefined {
  const name = classifyHeading(sentence, 'job');
  if (name) return { name, heading: sentence.trim().replace(/:$/, '') };
  return inlineHeading(sentence);
}

/** A line and the next ones a hard wrap broke off it: they start in lower case. */
function withContinuation(lines: readonly { text: string }[], i: number): string {
  let sentence = (lines[i]?.text ?? '').trim();
  for (let j = i + 1; j < lines.length && j <= i + 2; j++) {
    const next = (lines[j]?.text ?? '').trim();
    if (!/^[a-z(]/.test(next) || /[.!?:]$/.test(sentence)) break;
    sentence = `${sentence} ${next}`;
  }
  return sentence;
}

export function adLines(text: string, spans: readonly SectionSpan[], company?: string): AdLine[] {
  const noSections = spans.every((span) => span.name === 'header');
  const lines = linesOf(text).flatMap(sentencesOf);
  const kinds = boilerplateKinds(lines.map((line) => line.text));
  // An ad pasted as one line keeps its headings inside the line ("…to Production Support
  // teams.Required Skills: Strong knowledge…", "…big-data engineWhat You Need for this
  // Position- Experience with PHP"): the sentence that opens with one starts that section, up
  // to the next section the ad's lines open.
  let inside: { span: SectionSpan | undefined; name: string; heading: string } | undefined;
  return lines.map((line, i): AdLine => {
    const span = [...spans].reverse().find((s) => s.start <= line.start);
    if (inside && inside.span !== span) inside = undefined;
    if (line.start > (span?.start ?? 0) && !startsLine(text, line.start)) {
      const opened = headingOf(line.text);
      if (opened) inside = { span, ...opened };
    }
    const section = inside?.name ?? span?.name ?? 'header';
    const sentence = withContinuation(lines, i);
    const at = (role: LineRole, reason: string): AdLine => ({
      ...line,
      section,
      sentence,
      role,
      reason,
    });
    const boilerplate = kinds[i];
    if (!line.text.trim()) return at('none', 'blank');
    if (classifyHeading(line.text, 'job')) return at('none', 'a heading');
    if (boilerplate) return { ...at('none', BOILERPLATE_REASON[boilerplate]), boilerplate };
    if (titleList(line.text)) return at('none', 'a list of job titles');
    if (COMPANY_IS.test(line.text)) return at('none', 'the company speaking of itself');
    if (POINTER.test(line.text))
      return { ...at('none', BOILERPLATE_REASON.logistics), boilerplate: 'logistics' };
    if (SCREENING.test(line.text))
      return at('none', 'a screening condition or the hiring process, not a skill');
    if (EXAMPLE.test(line.text)) return at('none', 'an example, asks nothing');
    if (INTRODUCES_ROLE.test(line.text)) return at('duty', 'introduces the role, asks nothing');
    // "May be required to log into systems such as SAP": a duty the job may bring, not a skill
    // asked of the candidate.
    const cue = ASK_CUE.test(sentence.replace(DUTY_REQUIRED, ' '));
    const candidate = CANDIDATE_VOICE.test(sentence);
    const opening = COMPANY_OPENING.test(line.text) && !ASKS_CANDIDATE.test(sentence);
    if (
      companySpeaks(line.text, company) ||
      opening ||
      (COMPANY_VOICE.test(line.text) && !candidate && !cue)
    )
      return at('none', 'the company speaking of itself');
    const heading = inside?.heading ?? span?.heading;
    if (section === 'requirements' || section === 'niceToHave')
      return at('asks', `in the "${heading}" section`);
    if (cue) {
      // Company or benefits sections ask nothing, even in the words of a requirement.
      if (!noSections && NOT_ASKED.has(section) && !ABOUT_THE_JOB.test(heading ?? ''))
        return at('none', `in the "${heading}" section, which asks nothing`);
      return at('asks', 'asks it of the candidate');
    }
    if (section === 'responsibilities') return at('duty', 'a duty of the role');
    // "About the role", "Job Description": a section about the job, not the company.
    if (!noSections && NOT_ASKED.has(section) && !ABOUT_THE_JOB.test(heading ?? ''))
      return at('none', `in the "${heading}" section, which asks nothing`);
    return at('duty', 'describes the work, asks nothing outright');
  });
}
