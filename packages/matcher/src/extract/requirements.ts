// From a job ad's skill mentions to the requirements a recruiter would list: each one a must-have,
// a nice-to-have or a knock-out; alternatives ("one of JSF, Wicket, GWT, Spring MVC") as one
// requirement met by any member; soft skills kept apart; years where the ad asks them of the
// candidate; the degree and the level the ad asks for.
import type { Requirement, RequirementModel } from '../types';
import { adLines, type AdLine } from './ad-lines';
import type { SectionSpan } from './sections';
import type { LocatedHit } from './skills';
import { findSkills, implications, impliedBy } from '../taxonomy';
import { credentialGates, readCredentials } from './credentials';
import { readGates } from './gates';
import { statedYears } from './stated-years';
import { traceOf } from './trace';

/**
 * What is a plus rather than asked. A skill the ad accepts instead of another requirement ("PE
 * licensure ... may be substituted for the General Experience requirement", "in lieu of a
 * degree") is one way in, not something every candidate must have.
 */
const NICE =
  /nice[\s-]to[\s-]have|\ba plus\b|\bis a plus\b|\bpreferred\b|\bbonus\b|\bdesirable\b|\bideally\b|\badvantage(?:ous)?\b|good[\s-]to[\s-]have|\boptional\b|\bnot required\b|\bwould be (?:great|nice|helpful)\b|\bexposure to\b|\bfamiliarity with\b|\bdesired\b|\bhelpful\b|\bbeneficial\b|\ban asset\b|\bwelcome\b|\bor (?:the )?(?:ability|willingness) to (?:quickly )?learn\b|\b(?:may|can) (?:be )?substitut|\bin lieu of\b/i;
/** A line that opens with a label saying all of it is a plus ("Bonus qualifications: …"). */
const NICE_LABEL =
  /^\W*(?:[A-Za-z]+\s+){0,2}(?:nice[\s-]to[\s-]haves?|bonus|preferred|desired|pluses|optional|a plus)(?:\s+[A-Za-z]+){0,2}\s*:/i;
const MUST =
  /\bmust\b|\brequired\b|\bmandatory\b|\bessential\b|\bstrong\b|\bexpert\b|\bproficien|\bextensive\b|\bin[- ]depth\b|\bhands[- ]on\b|\bsolid\b|\bdeep\b|\d+\s*\+?\s*(?:years?|yrs)/i;
/** A knock-out is a must-have the ad says it will not do without. */
const KNOCKOUT = /\bmandatory\b|\bmust (?:have|hold|possess|be)\b|\(required\)|\brequired:/i;
const CREDENTIAL =
  /certif|licen[cs]|\bCCN[AP]\b|\bCISSP\b|\bPMP\b|\bCPA\b|\bISTQB\b|\bCISM\b|\bCEH\b|\bOSCP\b|\bA\+|Security\+|Network\+/i;
/** Words that make the skills around them alternatives of one another. */
const ALTERNATIVES =
  /\b(?:one|any|either|some) of\b|\bsuch as\b|\be\.g\.?|\bi\.e\.?|\blike\b|\bor\b|\betc\b|\bsimilar\b|\bequivalent\b|\bat least one\b|\bother\b|\bincluding\b/i;
const SOFT_CATEGORIES = new Set(['Soft Skills']);

/** Skill hits that sit inside one list of alternatives on a line. */
function alternativeGroups(line: AdLine, hits: readonly LocatedHit[]): LocatedHit[][] {
  const groups: LocatedHit[][] = [];
  // Parenthesised lists and "X or Y", "such as X, Y" clauses: a clause ends at ; or a full stop.
  const clauses = [...line.text.matchAll(/\(([^()]*)\)|[^;.()]+/g)];
  for (const clause of clauses) {
    const from = line.start + (clause.index ?? 0);
    const to = from + clause[0].length;
    const cue = ALTERNATIVES.test(clause[0]) || clause[0].startsWith('(');
    for (const inside of lists(hits.filter((hit) => hit.index >= from && hit.index < to))) {
      // A list in brackets gives examples: "Cloud platform (AWS, Azure, GCP)" asks for one of them.
      const slashed =
        inside.length === 2 &&
        /^[^\s/]+\s*\/\s*[^\s/]+$/.test(
          clause[0].slice(
            (inside[0] as LocatedHit).index - from,
            (inside[1] as LocatedHit).index - from + (inside[1] as LocatedHit).matchedText.length,
          ),
        );
      if (cue || slashed) groups.push(inside);
    }
  }
  return groups;
}

/** Most characters between two items of one list ("Hadoop, MapReduce and Spark", "Python or Java"). */
const LIST_GAP = 30;

/**
 * The lists among a clause's hits: items that follow one another closely. A long clause (an ad
 * pasted as one line, with no full stops) names many skills far apart; an "or" somewhere in it
 * does not make them all alternatives of one another.
 */
function lists(inside: readonly LocatedHit[]): LocatedHit[][] {
  const runs: LocatedHit[][] = [];
  let run: LocatedHit[] = [];
  for (const hit of inside) {
    const last = run[run.length - 1];
    if (last && hit.index - (last.index + last.matchedText.length) > LIST_GAP) {
      runs.push(run);
      run = [];
    }
    run.push(hit);
  }
  runs.push(run);
  return runs.filter((r) => r.length >= 2);
}

function yearsOf(line: string): number | undefined {
  const stated = /:\s*(\d{1,2})\s*\+?\s*years?\b/i.exec(line);
  if (stated) return Number(stated[1]);
  return statedYears(line);
}

/**
 * A requirement while the ad is read: whether it came from the duties decides overlaps; its rank
 * (how much the line asks it, how much the skill says about the job) decides the must-haves.
 */
type Draft = Requirement & {
  duty: boolean;
  rank: number;
  fit: number;
  strong: boolean;
  /** The requirement bullet that lists it with others ("Experience with Bitbucket, Jenkins, Gradle, Git"). */
  list?: string;
  /** Written as the name of a product or technology ("SharePoint", "T-SQL"), not a practice. */
  named?: boolean;
  /** Asked as a must-have, but ranked below the ones a recruiter would name: a nice-to-have. */
  demoted?: boolean;
  /** How the ad's requirement lines (not its duties) ask it, when they name it. */
  asked?: 'must' | 'nice';
  /** Named by the ad's title ("Python Developer"): it defines the job wherever the ad names it. */
  titled?: boolean;
  /**
   * A list of alternatives read before the title's own skill leaves it: how strongly its line
   * asks (before the title's boost), and what each of its skills says about the job.
   */
  plain?: { strength: number; factor: number; relevance: Record<string, number> };
};

/** A recruiter names this many must-haves at most; the rest of what an ad lists is a plus. */
const MOST_MUSTS = 10;
/** And this many at least, when the ad names that many. */
const FEWEST_MUSTS = 6;
/**
 * How well a must-have fits the job at least (the line's strength times what the skill says about
 * the job's roles or field, more when the line asks it strongly): a generic or off-field skill
 * (0.35) is a must-have only where the ad insists on it ("strong", "required", "5+ years"); a tool
 * merely named among duties falls below it.
 */
const MUST_FIT = 0.5;
/**
 * How a skill is written weighs on whether a recruiter screens on it: a named product or
 * technology ("SharePoint", "T-SQL") is a concrete thing to check on a resume; a practice written
 * in common words ("customer service", "project management") is more often the work described.
 */
const WRITTEN = { name: 1.1, practice: 0.9 } as const;
/** How well a tool named on a requirement bullet fits the job at least: more than an off-field one (0.35 × 1.1). */
const NAMED_FIT = 0.4;
/** How much each skill of a requirement bullet shares of the bullet's best-fitting one. */
const LIST_SHARE = 0.9;
/** Longest line read as one requirement bullet (longer ones run several requirements together). */
const LIST_LINE = 150;
/** How much a line asks what it names: a requirement outright, or a duty that names a tool. */
const LINE_STRENGTH = { asks: 1, duty: 0.6, none: 0 } as const;

function sameSkills(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((s) => b.includes(s));
}

/** Whether a list names tools of one kind (one taxonomy category). */
function oneCategory(group: readonly LocatedHit[]): boolean {
  return new Set(group.map((hit) => hit.category)).size === 1;
}

export interface ModelInput {
  text: string;
  spans: readonly SectionSpan[];
  hits: readonly LocatedHit[];
  title?: string;
  company?: string;
  /** The place the ad names for the work, when it names one. */
  place?: string;
  /** Years stated in the title line, with that line. */
  titleYears?: { years: number; source: string };
  /** How much a skill says about this job's kind of work (0..1); 1 for every skill when absent. */
  importance?: (skill: string, category: string) => number;
}

/** Reads the requirement model of an ad (version 1: as read, before any recruiter's edit). */
export function readRequirements(input: ModelInput): RequirementModel {
  const lines = adLines(input.text, input.spans, input.company);
  const lineOf = (index: number): AdLine | undefined => {
    let lo = 0;
    let hi = lines.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((lines[mid] as AdLine).start <= index) lo = mid;
      else hi = mid - 1;
    }
    return lines[lo];
  };
  const byLine = new Map<AdLine, LocatedHit[]>();
  const echoes = titleEchoes(input.text, input.title);
  // Where the ad repeats its title ("we are looking for a Big Data Software Engineer") a skill
  // names who is hired; a skill named only there still says what the job is: it is kept.
  const titleWords = (hit: LocatedHit): boolean =>
    echoes.some(([from, to]) => hit.index >= from && hit.index < to);
  const beyondTitle = new Set(
    input.hits
      .filter((hit) => lineOf(hit.index)?.role !== 'none' && !titleWords(hit))
      .map((hit) => hit.skill),
  );
  for (const hit of input.hits) {
    const line = lineOf(hit.index);
    if (!line || line.role === 'none') continue;
    if (
      degreeField(line, hit, input.hits) ||
      namesCompany(hit, input.company) ||
      inOrganisationName(line, hit)
    )
      continue;
    if (titleWords(hit) && beyondTitle.has(hit.skill)) continue;
    byLine.set(line, [...(byLine.get(line) ?? []), hit]);
  }

  // "Git version control", "source control (Git)": a line that asks Git asks no more; version
  // control comes with it. (A duty may name both, each a part of the work.)
  for (const [line, hits] of byLine)
    if (line.role === 'asks') byLine.set(line, withoutImplied(hits));
  const importance = input.importance ?? (() => 1);
  const leadLines = leadIns(lines);
  const leads = new Map([...leadLines].map(([line, lead]) => [line, lead.text.trim()]));
  // The trace says why a bullet was read as it was: what its lead-in asks.
  for (const [line, lead] of leads) line.reason = `${line.reason}, under "${lead}"`;
  const adLanguage = ENGLISH_WORDS.test(input.text) ? 'English' : undefined;
  const titleHits = new Set(findSkills(input.title ?? '').map((hit) => hit.skill));
  const bySkill = new Map<string, Draft>();
  const requirements: Draft[] = [];
  const counts = new Map<string, number>();
  for (const hit of input.hits) counts.set(hit.skill, (counts.get(hit.skill) ?? 0) + 1);
  // A line read without its "(preferred)" marks, and the line of the ad it stands for.
  const asRead = new Map<AdLine, AdLine>();
  const add = (
    group: readonly LocatedHit[],
    line: AdLine,
    detail = false,
    examples = false,
  ): void => {
    const skills = [...new Set(group.map((hit) => hit.skill))];
    const first = group[0] as LocatedHit;
    // The language the ad is written in is how the work is done, not a skill to screen on.
    const ownLanguage = skills.every((skill) => skill === adLanguage);
    // A bullet says what its lead-in says: "Hands-on experience with tools such as:" asks each
    // tool under it strongly, "Any of the following is a plus:" makes each a nice-to-have.
    const shown = asRead.get(line) ?? line;
    const source = shown.text.trim();
    const lead = leads.get(shown) ?? leads.get(line) ?? '';
    const must = MUST.test(line.text) || MUST.test(lead);
    // Examples of tools ("tools of the trade, such as:") name what the work uses; unless the ad
    // insists on them, they are a plus, not something to screen out on.
    // "Nice to have experience in Java": the line's own words make it a plus, not only the
    // heading it stands under.
    const saysPlus =
      NICE.test(clauseOf(line, first.index)) || NICE_LABEL.test(line.text) || NICE.test(lead);
    const nice =
      detail || (examples && !must) || ownLanguage || line.section === 'niceToHave' || saysPlus;
    const soft = skills.every((skill) =>
      SOFT_CATEGORIES.has(group.find((h) => h.skill === skill)?.category ?? ''),
    );
    const knockout = !nice && KNOCKOUT.test(line.text) && skills.some((s) => CREDENTIAL.test(s));
    const mentions = Math.max(...skills.map((s) => counts.get(s) ?? 1));
    const sectionWeight = line.section === 'responsibilities' ? 0.8 : 1;
    const weight = round(sectionWeight * (must ? 1.25 : 1) * (1 + 0.3 * Math.log(mentions)));
    // A duty names the work rather than what the candidate must bring: its tools rank lower; a
    // skill the title names ("Python Developer", "Customer Service Representative") defines the
    // job wherever the ad names it, even on the title line alone.
    const titled = skills.some((s) => titleHits.has(s));
    const relevance = titled
      ? 1
      : Math.max(...group.map((hit) => importance(hit.skill, hit.category)));
    const fit = titled ? LINE_STRENGTH.asks : LINE_STRENGTH[line.role] * relevance;
    const factor = (must ? 1.25 : 1) * (1 + 0.3 * Math.log(mentions));
    const rank = fit * factor * (titled ? 1.5 : 1);
    // Soft skills are shown apart and never decide a fit: they are not must-haves.
    const kind = knockout ? 'knockout' : nice || soft ? 'nice' : 'must';
    // A requirement line says how much the ad asks a skill; a duty that names it says what the
    // work uses ("Hands on coding in Java 8/11, Spring Boot" over "Nice to have experience in
    // Java"): where the requirements read a skill as a plus, a duty does not make it a must-have.
    const qualifying = line.role === 'asks' && line.section !== 'responsibilities';
    // A skill asked twice keeps its strongest reading: a must-have beats a nice-to-have.
    if (skills.length === 1) {
      const known = bySkill.get(first.skill);
      if (known) {
        const plusInRequirements = known.asked === 'nice' || (qualifying && kind === 'nice');
        const mustInRequirements = known.asked === 'must' || (qualifying && kind !== 'nice');
        if (known.kind === 'nice' && kind !== 'nice' && (qualifying || !plusInRequirements)) {
          known.kind = kind;
          known.source = source;
        } else if (
          known.kind === 'must' &&
          kind === 'nice' &&
          qualifying &&
          saysPlus &&
          !mustInRequirements
        ) {
          known.kind = 'nice';
          known.source = source;
        }
        if (qualifying) known.asked = mustInRequirements ? 'must' : 'nice';
        // The line that asks it most plainly is its evidence ("Docker and Kubernetes" over a duty).
        if (known.kind === kind && fit > known.fit) known.source = source;
        known.weight = Math.max(known.weight, weight);
        known.rank = Math.max(known.rank, rank);
        known.fit = Math.max(known.fit, fit);
        known.strong ||= must;
        known.duty &&= line.section === 'responsibilities';
        known.titled ||= titled;
        return;
      }
    } else if (requirements.some((r) => sameSkills(r.skills, skills))) return;
    const requirement: Draft = {
      id: `r${requirements.length + 1}`,
      kind,
      skills,
      soft,
      weight,
      source,
      duty: line.section === 'responsibilities',
      rank,
      fit,
      strong: must,
    };
    if (qualifying) requirement.asked = kind === 'nice' ? 'nice' : 'must';
    if (titled) requirement.titled = true;
    if (titled && skills.length > 1)
      requirement.plain = {
        strength: LINE_STRENGTH[line.role],
        factor,
        relevance: Object.fromEntries(group.map((h) => [h.skill, importance(h.skill, h.category)])),
      };
    if (line.role === 'asks' && line.section === 'requirements' && line.text.length <= LIST_LINE)
      requirement.list = source;
    if (group.some((hit) => writtenAsName(lineOf(hit.index) ?? line, hit)))
      requirement.named = true;
    const years = skills.length === 1 ? yearsOf(line.text) : undefined;
    if (years !== undefined && years <= 30) requirement.years = years;
    requirements.push(requirement);
    if (skills.length === 1) bySkill.set(first.skill, requirement);
  };
  // "Experience with tools such as:" and a bulleted list: the bullets are examples of one
  // requirement, met by any of them, however many the list names.
  const examples = new Map<AdLine, { line: AdLine; hits: LocatedHit[] }>();
  for (const [original, hits] of byLine) {
    const lead = leadLines.get(original);
    if (!lead || !givesExamples(lead)) continue;
    const list = examples.get(lead);
    if (list) list.hits.push(...hits);
    else examples.set(lead, { line: original, hits: [...hits] });
  }
  for (const [original, found] of byLine) {
    let hits = found;
    const lead = leadLines.get(original);
    if (lead && givesExamples(lead)) {
      const list = examples.get(lead);
      // The lead-in is what asks it: "Experience with the tools of the trade, such as:".
      if (list?.line === original) {
        asRead.set(original, lead);
        add(list.hits, original, false, true);
      }
      continue;
    }
    const line = withoutPreference(original, hits);
    if (line !== original) asRead.set(line, original);
    // "TCP/IP networking", "web development with a strong focus on Angular": the umbrella is
    // asked through the skill it names; it is a plus, not a must-have of its own.
    const umbrellas = umbrellasOf(line, hits, titleHits);
    for (const hit of umbrellas) add([hit], line, true);
    if (umbrellas.size > 0) hits = hits.filter((hit) => !umbrellas.has(hit));
    // Duties listed "such as" (keeping records, serving customers) are all part of the work; among
    // duties, only tools of one kind ("frameworks like React, Vue or Angular") are alternatives.
    const groups = alternativeGroups(line, hits).filter(
      (group) => line.section !== 'responsibilities' || oneCategory(group),
    );
    const grouped = new Set(groups.flat());
    const order: (LocatedHit | LocatedHit[])[] = [];
    for (const hit of hits) {
      const group = groups.find((g) => g[0] === hit);
      if (group) order.push(group);
      else if (!grouped.has(hit)) order.push(hit);
    }
    // "Java and JEE internals (Classloading, Memory Management)": a lone skill in brackets after
    // the skill it details is an example of it, not a requirement of its own.
    const detail = (hit: LocatedHit): boolean =>
      !CREDENTIAL.test(hit.skill) &&
      inBrackets(line, hit.index) &&
      hits.some((other) => other.index < hit.index && !inBrackets(line, other.index));
    for (const item of order)
      add(Array.isArray(item) ? item : [item], line, !Array.isArray(item) && detail(item));
  }
  // A skill asked on its own in the requirements is not also an alternative; one merely named
  // among the duties is covered by the list of alternatives the requirements give.
  const grouped = new Set(requirements.filter((r) => r.skills.length > 1).flatMap((r) => r.skills));
  const single = new Set(
    requirements
      .filter((r) => r.skills.length === 1 && !(r.duty && grouped.has(r.skills[0] ?? '')))
      .flatMap((r) => r.skills),
  );
  const kept = requirements.filter((r) => r.skills.length > 1 || single.has(r.skills[0] ?? ''));
  const cleaned = kept
    .map((r) =>
      r.skills.length > 1
        ? untitled({ ...r, skills: r.skills.filter((s) => !single.has(s)) }, titleHits)
        : r,
    )
    .filter((r) => r.skills.length > 0);
  const drafts = rankMusts(cleaned);
  const demoted = new Set(drafts.filter((d) => d.demoted).flatMap((d) => d.skills));
  const ranked = drafts.map(
    (
      {
        duty: _duty,
        rank: _rank,
        fit: _fit,
        strong: _strong,
        list: _list,
        named: _named,
        demoted: _d,
        asked: _asked,
        titled: _titled,
        plain: _plain,
        ...r
      },
      i,
    ): Requirement => ({
      ...r,
      id: `r${i + 1}`,
    }),
  );

  const model: RequirementModel = { schema: 1, version: 1, roles: [], requirements: ranked };
  if (input.title) model.title = input.title;
  const { degreeGate, ...credentials } = readCredentials(lines, input.title, input.titleYears);
  Object.assign(model, credentials);
  model.gates = [
    ...credentialGates(model, degreeGate),
    ...readGates(
      lines.map((l) => l.text),
      input.place,
    ),
  ];
  model.trace = traceOf(
    lines,
    (line) => (byLine.get(line) ?? []).map((hit) => hit.skill),
    ranked,
    model.gates,
    demoted,
  );
  return model;
}

/**
 * A list of alternatives whose title skill is asked on its own elsewhere ("project management in
 * an academic or publishing setting" on a project manager's ad) keeps what is left of it, which
 * the title does not name: it ranks as its line asks it, without the title's boost.
 */
function untitled(d: Draft, titleSkills: ReadonlySet<string>): Draft {
  if (!d.plain || d.skills.some((s) => titleSkills.has(s))) return d;
  const { strength, factor, relevance } = d.plain;
  const fit = strength * Math.max(...d.skills.map((s) => relevance[s] ?? 1));
  const { titled: _titled, plain: _plain, ...rest } = d;
  return { ...rest, fit, rank: fit * factor };
}

/** How strongly a skill must evidence an umbrella named in its clause for the umbrella to yield. */
const CHILD = 0.5;
/** How many skills evidence an umbrella at least: a field's practice, not one technique. */
const BROAD = 3;

/**
 * Words between an umbrella and the skill that narrows it: "web development with a strong focus
 * on Angular", "Microsoft Office, with a strong emphasis on Excel", "programming in Java".
 */
const NARROWED =
  /^\s*,?\s*(?:(?:with|using|in|on)\s+)?(?:(?:an?|the)\s+)?(?:(?:strong|heavy|particular|special|primary|main|specific)\s+)?(?:emphasis|focus|concentration|speciali[sz]ation|specialty)\s+(?:on|in)\s*$|^\s*(?:with|using|in)\s*$/i;

/**
 * The umbrella skills a line names in one phrase with a more specific one, which is what a
 * recruiter screens on: "TCP/IP networking systems" (a field in common words, with a skill that
 * evidences it written before it as its modifier), "Microsoft Office, with a strong emphasis on
 * Excel, Word" and "web development with a strong focus on Angular" (the umbrella narrowed to
 * the skills after it). The narrower skill evidences the umbrella in the taxonomy, or belongs to
 * its category when the umbrella is a broad one (many skills evidence it). A skill the title
 * names is never one: it defines the job.
 */
function umbrellasOf(
  line: AdLine,
  hits: readonly LocatedHit[],
  titled: ReadonlySet<string>,
): Set<LocatedHit> {
  const out = new Set<LocatedHit>();
  if (hits.length < 2) return out;
  for (const umbrella of hits) {
    if (titled.has(umbrella.skill) || CREDENTIAL.test(umbrella.skill)) continue;
    // An umbrella tops its branch of the taxonomy: "routing and switching" is a part of
    // networking, which a vendor named before it ("Cisco routing and switching") does not narrow.
    if (implications(umbrella.skill).some((i) => i.strength >= CHILD)) continue;
    const broad = impliedBy(umbrella.skill).filter((i) => i.strength >= CHILD).length >= BROAD;
    const evidences = (other: LocatedHit): boolean =>
      implications(other.skill).some((i) => i.skill === umbrella.skill && i.strength >= CHILD);
    const ofItsField = (other: LocatedHit): boolean =>
      broad &&
      other.category === umbrella.category &&
      !implications(umbrella.skill).some((i) => i.skill === other.skill);
    const end = (hit: LocatedHit): number => hit.index + hit.matchedText.length;
    const between = (from: number, to: number): string =>
      line.text.slice(from - line.start, to - line.start);
    const child = hits.some((other) => {
      if (other.skill === umbrella.skill) return false;
      // "TCP/IP networking": a skill that evidences the umbrella, right before it as its
      // modifier. A vendor before a practice ("Cisco routing and switching") asks both.
      if (end(other) <= umbrella.index)
        return (
          evidences(other) &&
          !/[A-Z0-9]/.test(umbrella.matchedText) &&
          /^[\s-]*$/.test(between(end(other), umbrella.index))
        );
      return (
        (evidences(other) || ofItsField(other)) &&
        NARROWED.test(between(end(umbrella), other.index))
      );
    });
    if (child) out.add(umbrella);
  }
  return out;
}

/** How strongly a skill must evidence another for the other, on the same line, to add nothing. */
const IMPLIED = 0.9;

/**
 * A line's skills less those another of them evidences ("source control (Git)", "Git version
 * control", "Hibernate ORM"): the line asks the tool it names; whoever has it has the rest.
 */
function withoutImplied(hits: readonly LocatedHit[]): LocatedHit[] {
  const named = new Set(hits.map((hit) => hit.skill));
  const implied = new Set(
    [...named].flatMap((skill) =>
      implications(skill)
        .filter((i) => i.strength >= IMPLIED && i.skill !== skill)
        .map((i) => i.skill),
    ),
  );
  return hits.filter((hit) => !implied.has(hit.skill));
}

/** Words every English ad uses: the ad is written in English. */
const ENGLISH_WORDS = /\b(?:the|and|with|you|will)\b[^]*\b(?:the|and|with|you|will)\b/i;

/** A line about a curriculum ("courses in", "credit hours", "accredited program"): all fields. */
const CURRICULUM = /\b(?:coursework|courses|credit hours|semester hours|accredited|curriculum)\b/i;

/** A degree, a diploma or a course of study named on a line ("BS in", "degree in", "courses in"). */
const DEGREE =
  /\b(?:[Bb]achelor'?s?|[Mm]aster'?s?|[Aa]ssociate'?s? (?:[Dd]egree|of)|[Dd]octoral|[Dd]octorate|Ph\.?\s?D|B\.?S\.?c?|M\.?S\.?c?|B\.?A|M\.?A|B\.?E|B\.?Tech|MBA|[Dd]egrees?|[Dd]iploma|[Mm]ajor(?:s|ing)?(?= in\b)|[Cc]oursework|[Cc]ourses|[Cc]redit hours|[Ss]emester hours|[Aa]ccredited)\b/;
const EVERY_DEGREE = new RegExp(DEGREE.source, 'g');
/** Who studies a field, named right after it ("… students", "… graduates", "… majors"). */
const STUDENTS = /^\s+(?:students?|graduates?|majors?|undergraduates?|degree holders?)\b/i;
/** What ends the field of study and starts what the candidate must know or have done. */
const FIELD_END =
  /[;.]\s|\b(?:with|plus|and|or)\s+(?:a\s+)?(?:minimum\s+of\s+|at\s+least\s+)?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\b|\bexperience\b|\byears?\b|\bknowledge\b|\bproficien|\bskills?\b/i;

/**
 * Whether a skill named on a line is the field of a degree the line asks ("Bachelor's degree in
 * Computer Science, Statistics or a related field", "courses in physics and chemistry"): the
 * degree gate reads it; it is no skill to screen on. What follows the field ("… with 5 years of
 * experience in HVAC design") is read as usual.
 */
function degreeField(line: AdLine, hit: LocatedHit, hits: readonly LocatedHit[]): boolean {
  if (CREDENTIAL.test(hit.skill)) return false;
  if (CURRICULUM.test(line.text) && !/\bexperience\b/i.test(line.text)) return true;
  const offset = hit.index - line.start;
  // "Electrical Engineering students", "Computer Science graduates": the field of a study.
  if (STUDENTS.test(line.text.slice(offset + hit.matchedText.length))) return true;
  const degree = degreeOn(line, hits);
  if (!degree || degree.index > offset) return false;
  const field = line.text.slice(degree.index + degree[0].length);
  const end = FIELD_END.exec(field);
  return end === null || offset < degree.index + degree[0].length + end.index;
}

/**
 * The first degree a line names, less the letters that are part of a skill's own name: "MS" in
 * "MS Office" or "MS Excel" is Microsoft, not a Master of Science.
 */
function degreeOn(line: AdLine, hits: readonly LocatedHit[]): RegExpExecArray | undefined {
  const inSkill = (at: number): boolean =>
    hits.some((h) => h.index <= at && at < h.index + h.matchedText.length);
  for (const degree of line.text.matchAll(EVERY_DEGREE))
    if (!inSkill(line.start + (degree.index ?? 0))) return degree as RegExpExecArray;
  return undefined;
}

/**
 * Where the ad repeats its own title ("As a Software Development Engineer in Test II, you will",
 * "we are looking for a Big Data Software Engineer"): the words there name the job, they ask
 * nothing. A skill named only there is read as usual; the title's skills weigh where the ad asks
 * them.
 */
function titleEchoes(text: string, title: string | undefined): [number, number][] {
  const words = (title ?? '').match(/[A-Za-z0-9+#]+/g) ?? [];
  if (words.length < 2) return [];
  const escaped = words.map((w) => w.replace(/[+#]/g, '\\$&'));
  const pattern = new RegExp(`\\b${escaped.join('[^A-Za-z0-9+#\\n]{1,3}')}(?![A-Za-z0-9])`, 'gi');
  // "Two years of business analyst experience" asks the job's experience: that is no echo.
  return [...text.matchAll(pattern)]
    .filter(
      (m) => !/^\s*(?:experience|background)\b/i.test(text.slice((m.index ?? 0) + m[0].length)),
    )
    .map((m) => [m.index ?? 0, (m.index ?? 0) + m[0].length]);
}

/** Whether a skill's written form is (part of) the employer's name ("Akamai" is not a CDN skill). */
function namesCompany(hit: LocatedHit, company: string | undefined): boolean {
  if (!company) return false;
  const words = (s: string): string =>
    ` ${s
      .toLowerCase()
      .replace(/[^a-z0-9+#]+/g, ' ')
      .trim()} `;
  return words(company).includes(words(hit.matchedText));
}

/**
 * Words that make a run of capitalised words the name of a body ("Office of Personnel
 * Management", "American Welding Society"); "Microsoft Office", "Systems Administration" and
 * "ITIL Foundation" are none.
 */
const BODY =
  /\b(?:(?:Office|Department|Dept\.?|Board|Bureau|Ministry) of|Agency|Society|Association|Institute|Council|Commission|Authority|Federation|University|College)\b/;
/** Small words inside a name ("Board of Examiners for Professional Engineers and Land Surveyors"). */
const NAME_JOINER = /^(?:of|for|and|the|&|on|in)$/;

/**
 * Whether a skill's words are part of the name of a body the ad cites ("the Office of Personnel
 * Management", "State Board of Examiners for Professional Engineers and Land Surveyors",
 * "American Welding Society"): the ad names who sets a rule or grants a credential; it asks no
 * personnel management, surveying or welding of the candidate.
 */
function inOrganisationName(line: AdLine, hit: LocatedHit): boolean {
  // A line in capitals or title case capitalises every word: no name stands out there.
  const words = line.text.match(/[A-Za-z][\w'’.-]*|&/g) ?? [];
  const lower = words.filter((w) => /^[a-z]/.test(w) && !NAME_JOINER.test(w)).length;
  const capitalised = words.filter((w) => /^[A-Z]/.test(w)).length;
  if (lower < 2 || lower * 3 < capitalised) return false;
  const from = hit.index - line.start;
  const to = from + hit.matchedText.length;
  // The run of capitalised words (and the small words between them) around the skill.
  const runs = line.text.matchAll(
    /[A-Z][\w'’.-]*(?:\s+(?:(?:of|for|and|the|&|on|in)\s+)*[A-Z][\w'’.-]*)*/g,
  );
  for (const run of runs) {
    const start = run.index ?? 0;
    if (start > from || start + run[0].length < to) continue;
    // "ITIL Foundation Certification", "Certified Welding Inspector": a credential's own name.
    return BODY.test(run[0]) && !/\bCertif/.test(run[0]);
  }
  return false;
}

/** A lead-in that ends by saying examples follow ("tools such as:", "e.g.:", "including:"). */
const EXAMPLES_LEAD = /\b(?:such as|e\.g\.?|for example|for instance|including|like)\s*:$/i;

/**
 * Whether a lead-in opens a list of examples of one requirement, a plus. Among duties, examples
 * of the work ("tasks such as:") are each part of it and are read one by one; a lead-in that
 * insists ("Hands-on experience with tools such as:") asks each tool strongly, as before (read as
 * one group, such lists cost the occupations benchmark ranking: the tools are what tells
 * neighbouring occupations apart there).
 */
function givesExamples(lead: AdLine): boolean {
  return (
    lead.section !== 'responsibilities' &&
    EXAMPLES_LEAD.test(lead.text.trim()) &&
    !MUST.test(lead.text)
  );
}

/** A bullet of a list ("- Adobe Acrobat", "* SQL", "1. Python"), where the text keeps its marks. */
const BULLET = /^\s*(?:[-*•·–]|\d{1,2}[.)])\s+/;
/** Longest item of a list whose marks the text lost ("Adobe Acrobat", "Docker"). */
const LIST_ITEM = 80;

/**
 * The lead-in of each bullet: the line ending in ":" that opens its list ("Hands-on experience
 * with tools such as:"). A list ends at a blank line, a heading, or a long line that is no bullet.
 */
function leadIns(lines: readonly AdLine[]): Map<AdLine, AdLine> {
  const out = new Map<AdLine, AdLine>();
  let lead: AdLine | undefined;
  for (const line of lines) {
    const text = line.text.trim();
    if (!text || line.reason === 'a heading') lead = undefined;
    else if (BULLET.test(line.text) || (text.length <= LIST_ITEM && !text.endsWith(':'))) {
      if (lead !== undefined) out.set(line, lead);
    } else lead = text.endsWith(':') && line.role !== 'none' ? line : undefined;
  }
  return out;
}

/**
 * Where a bullet glued to the one before begins ("…deployment Experience in designing…",
 * "…(Teamcity/Jenkins) Familiarity with Vagrant"): a word that opens a requirement, in capitals,
 * right after the last word of another.
 */
const GLUED =
  /(?<=[a-z0-9)])\s+(?=(?:Experience|Expertise|Familiarity|Knowledge|Working knowledge|Hands[- ]on|Exposure|Proficien\w*|Understanding|Good understanding|Strong|Solid|Ability|Bonus|Nice to have|Preferred)\b)/g;

/**
 * The clause of a line that a skill stands in, which is what a "nice to have" or "preferred" says
 * something of: its sentence (or glued bullet); without the bracketed asides when the skill stands
 * outside them ("Svelte (React or Vue experience helpful)" asks Svelte), with them when it stands
 * inside ("Cloud infrastructure (preferred AWS)" makes AWS a plus).
 */
function clauseOf(line: AdLine, index: number): string {
  const text = line.text;
  const at = index - line.start;
  let from = 0;
  let to = text.length;
  for (const cut of text.matchAll(/[.;!?](?=\s|$)/g)) {
    const end = (cut.index ?? 0) + 1;
    if (end <= at) from = end;
    else if (end < to) to = end;
  }
  for (const cut of text.matchAll(GLUED)) {
    const start = cut.index ?? 0;
    if (start <= at) from = Math.max(from, start);
    else to = Math.min(to, start);
  }
  const clause = text.slice(from, to);
  // "SQL: 1 year (Preferred)": a bracket that holds only the cue speaks of its whole clause.
  const aside = (bracket: string): string =>
    NICE.test(bracket) && !CUE_ONLY.test(bracket) ? ' ' : bracket;
  return inBrackets(line, index) ? clause : clause.replace(/\([^()]*\)/g, aside);
}

/** "(preferred)" right after a skill and before the next item of its list. */
const PREFERENCE = /^\s*\((?:strongly |highly )?preferred\)(?=\s*(?:,|\/|or\b|and\b))/i;

/**
 * A line less the "(preferred)" that follows one item of a list of alternatives ("CAD software
 * such as Creo(preferred), SolidWorks, etc."): it says which one the employer likes best; the
 * list is still asked, and still one list.
 */
function withoutPreference(line: AdLine, hits: readonly LocatedHit[]): AdLine {
  let text = line.text;
  for (const hit of hits) {
    const end = hit.index - line.start + hit.matchedText.length;
    const mark = PREFERENCE.exec(text.slice(end));
    if (mark)
      text = text.slice(0, end) + ' '.repeat(mark[0].length) + text.slice(end + mark[0].length);
  }
  return text === line.text ? line : { ...line, text };
}

/** A bracket that holds nothing but how much it is asked ("(Preferred)", "(a plus)"). */
const CUE_ONLY =
  /^\(\s*(?:(?:strongly |highly )?preferred|desired|a plus|optional|bonus|nice[\s-]to[\s-]have|helpful|an asset|advantageous)\s*\)$/i;

/** Whether a document offset falls inside brackets on its line. */
function inBrackets(line: AdLine, index: number): boolean {
  const before = line.text.slice(0, index - line.start);
  return before.lastIndexOf('(') > before.lastIndexOf(')');
}

/**
 * The must-haves a recruiter would name: the best-ranked, at most MOST_MUSTS, none far below the
 * job's best; the others become nice-to-haves. Must-haves come first, best first.
 */
function rankMusts(drafts: readonly Draft[]): Draft[] {
  const strength = (d: Draft): number =>
    d.fit * (d.strong ? 1.25 : 1) * (d.named ? WRITTEN.name : WRITTEN.practice);
  // A recruiter reads a requirement bullet whole: "Experience with Bitbucket, Jenkins, Gradle,
  // Git" asks each tool as much as its best-known one, however generic the others are.
  const best = new Map<string, number>();
  for (const d of drafts)
    if (d.list && d.kind === 'must') best.set(d.list, Math.max(best.get(d.list) ?? 0, strength(d)));
  const lifted = (d: Draft): number => {
    const own = strength(d);
    const shared = d.list ? LIST_SHARE * (best.get(d.list) ?? 0) : 0;
    return Math.max(own, shared);
  };
  const rankOf = (d: Draft): number => d.rank * (lifted(d) / Math.max(strength(d), 1e-9));
  const musts = drafts.filter((d) => d.kind === 'must').sort((a, b) => rankOf(b) - rankOf(a));
  // A tool a requirement bullet names ("Expertise in T-SQL, SSRS and SQL Server") is asked by
  // that line: it is a must-have when it belongs to the job's field at all, even if it says
  // less about the job than MUST_FIT.
  const named = (d: Draft): boolean => d.list !== undefined && !!d.named && lifted(d) >= NAMED_FIT;
  const kept = new Set(musts.filter((d) => lifted(d) >= MUST_FIT || named(d)).slice(0, MOST_MUSTS));
  // An ad that asks little outright is read further, up to a recruiter's short list: first the
  // tools its requirement bullets name ("Experience with Jira, Confluence and SAFe": the line
  // asks them, however little the taxonomy says they tell of the job), then its duties.
  const asked = musts.filter((d) => d.list !== undefined && d.named);
  // Where the ad lists what it requires, what only its duties or its story name comes after:
  // "Build automation scripts", "Track, solve, test, and troubleshoot issues" say what the work
  // is; the requirements say what to screen on.
  const listed = drafts.some((d) => d.asked === 'must');
  const screened = (d: Draft): boolean => !listed || d.asked !== undefined || !!d.titled;
  const fill = [...asked, ...musts.filter(screened), ...musts.filter((d) => !screened(d))];
  for (const d of fill) if (kept.size < FEWEST_MUSTS) kept.add(d);
  const demoted = drafts.map((d) =>
    d.kind === 'must' && !kept.has(d) ? { ...d, kind: 'nice' as const, demoted: true } : d,
  );
  const order = (d: Draft): number => (d.kind === 'nice' ? 1 : 0);
  return demoted.sort((a, b) => order(a) - order(b) || b.rank - a.rank);
}

/**
 * Whether a skill is written as a name ("SharePoint", "T-SQL", "Jira" mid-sentence): a named
 * product or technology, where "customer service" or "auditing" name a practice.
 */
function writtenAsName(line: AdLine, hit: LocatedHit): boolean {
  const text = hit.matchedText;
  // A line in capitals ("DEGREE AUDITS ARE NOT ACCEPTABLE") writes every word as a name.
  if (!/[a-z]/.test(line.text)) return false;
  if (/[0-9]|.[A-Z]/.test(text)) return true;
  if (!/^[A-Z]/.test(text)) return false;
  const before = line.text.slice(0, hit.index - line.start);
  return !/(?:^|[.:;!?]|^\s*(?:[-*•·–]|\d{1,2}[.)]))\s*$/.test(before);
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
