// The parts of a job ad that ask nothing of the candidate: the company's own story, pay and
// benefits, the legal and equal-opportunity text, how to apply. Most real ads carry them with no
// heading, so each line is judged on its own words. A skill named there ("401(k)", "driving
// product strategy", "UAV" in the company's history) is not a requirement, and "over 30 years"
// of the company's history is not a years requirement.

export type BoilerplateKind = 'company' | 'benefits' | 'legal' | 'logistics';

// A sentence of a long legal paragraph is read on its own once the paragraph is unfolded ("Any
// applicant who requires an accommodation … should contact a Human Resources Representative"), so
// its own words must say it.
const LEGAL =
  /\bequal (?:employment )?opportunit|\beeo\b|\baffirmative action\b|\bwithout regard to\b|\bregardless of (?:race|age|gender|sex)|\bprotected (?:veteran|class|status)|\bsexual orientation\b|\bgender identity\b|\bnational origin\b|\bdisabilit(?:y|ies) status\b|\breasonable accommodation|\b(?:an?|any|request(?:s|ing)?(?: an?)?|for) accommodations?\b|\bbackground checks?\b|\bdrug[- ]?(?:and alcohol )?(?:free|test|screen)|\bE-Verify\b|\bprivacy (?:notice|policy)\b|\bare encouraged to apply\b|\bfair chance\b|\bat-will\b/i;

const BENEFITS =
  /\b401\s?\(?k\)?|\b(?:health|medical|dental|vision|life|disability) (?:insurance|benefits|coverage|plans?)\b|\bhealth,? (?:dental|vision)|\bdental,? (?:and )?vision\b|\bpaid (?:time off|holidays|leave|vacation|parental)|\bPTO\b|\bvacation days\b|\bcompetitive (?:salary|pay|compensation|benefits)|\bbenefits? (?:package|include|including)|\bsalary range\b|\bpay range\b|\bbase (?:salary|pay)\b|\bper (?:hour|annum|year)\b|\/\s?(?:hr|hour|yr|year)\b|\$\s?\d[\d,.]*\s?(?:k|K)?\b|\bstock options\b|\bequity\b|\btuition (?:reimbursement|assistance)\b|\bwellness (?:program|stipend)|\bgym membership|\bcommuter benefit|\bemployee (?:discount|assistance)|\bbonus(?:es)? (?:program|plan|potential|eligib)|\bflexible (?:hours|schedule|working)|\bwork[- ]life balance\b|\bretirement (?:plan|savings)|\bfree (?:lunch|snacks|meals)\b|\bparental leave\b|\bsign[- ]on bonus\b|\brelocation (?:assistance|package)\b/i;

// Labels that are also verbs ("Apply expertise in…", "Schedule meetings…", "Travel to sites…")
// are a label only with a colon or alone on their line.
const LOGISTICS =
  /^(?:company|employer|hiring company|job type|employment type|work location|location|duration|salary|compensation|contract type|start date|reports? to|how to apply|benefits|work setting|work remotely|ability to commute|ability to relocate|application question|speak with the employer|posted|job id|req(?:uisition)? (?:id|#|number)|visa|w2|c2c|tax term)s?\b\s*[:\-–]?|^(?:schedule|shift|pay|rate|contract|travel|apply|reference)s?\s*(?:[:\-–]|$)/i;

const LOGISTICS_ANYWHERE =
  /\b(?:W2|C2C|1099|corp[- ]to[- ]corp|contract[- ]to[- ]hire|C2H)\b|\bspeak with the employer\b|\bapply (?:now|today|online|here|at)\b|\bsend (?:your|us your) (?:resume|cv)\b|\bplease (?:apply|send|submit|email|contact)\b|\bclick (?:apply|here)\b|\bvisa (?:sponsorship|status)\b|\bH-?1B\b|\bGreen Card\b|\bUS Citizens?\b(?! or)|\brecruiter\b|\bstaffing (?:firm|agency)\b|\btalent (?:network|community)\b|\blook forward to (?:connecting|hearing|meeting|receiving)\b|\bjob (?:listings|alerts)\b/i;

/**
 * Where to write: a line with an e-mail address is contact or how-to-apply text, even when it
 * says "you" ("If you have a question about this opportunity, please email the Recruitment Team
 * at jobs@…"), and its words (recruitment) ask nothing.
 */
const CONTACT = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
/** Longest line read as one contact sentence; an ad scraped onto one line holds an address too. */
const CONTACT_LINE = 250;

/** The company speaking of itself: "we", "our", "founded", "for over 30 years", "leading provider". */
const COMPANY =
  /\b(?:we are|we're|we have been|we've been|we were|our (?:company|mission|team|clients?|customers?|culture|values|people|products?|platform|story|history|vision|portfolio|employees|offices?|goal)|founded in|established in|headquartered|since (?:its|their|our) (?:foundation|founding|inception|beginnings?)|(?:has|have) been at the forefront|(?:is|are) (?:a|an|the) (?:leading|global|premier|fast[- ]growing|trusted|world[- ]class|innovative|award[- ]winning)|leading provider|industry leader|for over \d+ years|for more than \d+ years|since (?:19|20)\d\d|fortune \d+|clients? (?:include|across|in)|employees (?:in|across|worldwide)|offices in|join (?:our|us|a team)|who we are|about us|proud to be|our people)\b/i;

/** What the candidate is asked: sentences that speak to "you" or state a requirement. */
const ASKS =
  /\b(?:you (?:will|have|are|bring|should|must|need)|your (?:experience|skills|background)|experience (?:with|in|of)|knowledge of|proficien|familiar|expertise|ability to|must|required|requirements?|qualifications?|preferred|a plus|degree|years? of|strong|hands[- ]on|understanding of|skilled|certif)/i;

/** Which kind of boilerplate a line of a job ad is, or undefined when it may ask something. */
export function boilerplateKind(line: string): BoilerplateKind | undefined {
  const text = line.trim();
  if (!text) return undefined;
  if (LEGAL.test(text)) return 'legal';
  if (LOGISTICS.test(text) || (text.length <= CONTACT_LINE && CONTACT.test(text)))
    return 'logistics';
  const asks = ASKS.test(text);
  if (BENEFITS.test(text) && !(asks && /\bexperience\b/i.test(text))) return 'benefits';
  if (!asks && LOGISTICS_ANYWHERE.test(text)) return 'logistics';
  if (COMPANY.test(text) && !/\byou\b|\bcandidate\b|\bexperience (?:with|in)\b/i.test(text))
    return 'company';
  return undefined;
}

/**
 * Kinds for every line of a text, where a paragraph hard-wrapped over several lines is judged
 * whole: when most of its lines are boilerplate, the rest of its lines that ask nothing are too
 * ("…world's largest retailers, and our drone division is expanding." ends a company paragraph).
 */
export function boilerplateKinds(lines: readonly string[]): (BoilerplateKind | undefined)[] {
  const kinds = lines.map(boilerplateKind);
  let start = 0;
  for (let i = 0; i <= lines.length; i++) {
    if (i < lines.length && (lines[i] ?? '').trim() !== '') continue;
    const run = kinds.slice(start, i);
    const marked = run.filter((k) => k !== undefined);
    if (run.length >= 2 && marked.length * 2 >= run.length) {
      const dominant = marked[0] as BoilerplateKind;
      for (let j = start; j < i; j++)
        if (kinds[j] === undefined && !ASKS.test(lines[j] ?? '')) kinds[j] = dominant;
    }
    start = i + 1;
  }
  return kinds;
}
