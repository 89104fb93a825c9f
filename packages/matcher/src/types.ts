// The records the matcher produces and consumes. Pure data: they cross the wire (documents stores
// them, matching reads them, the web app shows them), so keep them JSON-serialisable.

export type Seniority = 'Junior' | 'Mid-level' | 'Senior';

/** A skill found in a text: the canonical taxonomy name and where it was seen. */
export interface SkillMention {
  /** Canonical name from the taxonomy, e.g. "Kubernetes" for "k8s". */
  skill: string;
  category: string;
  /** The words as written in the document, e.g. "k8s". */
  matchedText: string;
  /** The section it was found in, e.g. "skills", "experience", "requirements". */
  section: string;
  /** The line of the document it was found on (trimmed), for evidence. */
  line: string;
  /** How many times the skill occurs in the document. */
  count: number;
}

export interface Section {
  /** e.g. summary, experience, education, skills, projects, certifications, other (resumes);
   * about, responsibilities, requirements, niceToHave, benefits, other (jobs). */
  name: string;
  heading: string;
  text: string;
}

export interface Role {
  title: string;
  company?: string;
  /** ISO month, e.g. "2019-03". */
  start?: string;
  /** ISO month, or undefined when current ("Present"). */
  end?: string;
  current: boolean;
}

export interface Education {
  degree?: string;
  field?: string;
  institution?: string;
  year?: number;
}

export interface CandidateProfile {
  name?: string;
  email?: string;
  phone?: string;
  location?: string;
  links: string[];
  /** Headline or current title, e.g. "Front-End Developer". */
  headline?: string;
  skills: SkillMention[];
  roles: Role[];
  /** Total years of experience from dated roles, overlaps merged; undefined if no dates. */
  yearsExperience?: number;
  seniority?: Seniority;
  education: Education[];
  sections: Section[];
  /** The normalised full text. */
  text: string;
  /**
   * What the recruiter is told when the resume holds text hidden from a human reader or lines
   * addressed to the reader or an AI; such lines are never evidence.
   */
  warning?: string;
  /**
   * The FLAGGED_LINES_VERSION whose rules looked for those lines (and set `warning` if they found
   * any): scoring with the same rules need not look again (profileFlaggedLines).
   */
  flaggedLinesCheckedBy?: string;
  /**
   * The text's terms as the relevance score reads them (terms/relevance.ts), made at extraction,
   * so that scoring against each new job need not read the text word by word again. Used only
   * for that text and by the reading of terms (TERMS_VERSION) that made them.
   */
  terms?: StoredTerms;
}

/**
 * A text's terms as stored, so that a pool of resumes is not read word by word again for every
 * job (terms/relevance.ts makes and reads them): its terms' stems, and per term its count (a
 * single word) or its two words and its count (a pair). Term ids are per process
 * (terms/term-table.ts), so stems are stored.
 */
export interface TermDigest {
  /** The text's length: a digest is used only for the text it was made from. */
  length: number;
  /** The single words' stems, in order of first use, separated by spaces. */
  stems: string;
  /**
   * One token per term, in order of first use, separated by spaces, numbers in base 36: a single
   * word's count (empty for 1); a pair's two words as indexes in `stems`, "i.j", and "*n" after
   * them for a count n above 1. (Stems "java spring" and slots "3  0.1": java 3 times, spring
   * once, the pair "java spring" once.)
   */
  slots: string;
}

/** A candidate's stored terms and the reading of terms that made them (TERMS_VERSION). */
export interface StoredTerms extends TermDigest {
  version: string;
}

/** How much a requirement binds: a must-have, a nice-to-have, or a knock-out (shown, never
 * applied silently: a candidate who fails one is marked, not hidden). */
export type RequirementKind = 'must' | 'nice' | 'knockout';

/** One thing a job asks of the candidate, as a recruiter would list it. */
export interface Requirement {
  /** Stable within one version of the model, e.g. "r3". */
  id: string;
  kind: RequirementKind;
  /** Canonical skill names; more than one means alternatives: any one meets it. */
  skills: string[];
  /** Soft skills (teamwork, communication) are shown apart and never make a hard gap. */
  soft: boolean;
  /** Relative importance within the job (1 is ordinary). */
  weight: number;
  /** The line of the ad it came from. */
  source: string;
  /** Years of this skill the ad asks for ("Java: 9 years (Required)"). */
  years?: number;
  /**
   * The recruiter added, confirmed or tightened this requirement: as a must-have it binds (a
   * strong fit meets it). Requirements merely read from the ad never carry it.
   */
  confirmed?: boolean;
}

export type DegreeLevel = 'associate' | 'bachelor' | 'master' | 'doctorate';

/**
 * How Shortlist read a job: a plain, versioned record stored with the job, so that a recruiter
 * can correct it and every score follows the corrected version.
 */
export interface RequirementModel {
  /** Format of this record. */
  schema: 1;
  /** Revision of the requirements; 1 as read from the ad, each edit adds one. */
  version: number;
  title?: string;
  /** The kinds of work the job is, best first (role ids of the taxonomy). */
  roles: string[];
  requirements: Requirement[];
  /**
   * The requirements as read from the ad, kept when a recruiter edits them: the scale every
   * candidate is measured on, so that an edit only adds or takes away what someone lacks.
   */
  asRead?: Requirement[];
  minYears?: number;
  /** The line that states the years, when there is one. */
  minYearsSource?: string;
  degree?: { level: DegreeLevel; source: string };
  /** Entry-level ("new grad") to lead ("10+ years leading teams"). */
  level?: 'entry' | 'mid' | 'senior' | 'lead';
  /** The most years the ad wants ("1-4 years" gives 4), when it names a range. */
  maxYears?: number;
  /** What the ad screens on first; shown with each candidate's state, never in the percentage. */
  gates?: JobGate[];
  /** Why each line of the ad was or was not read as a requirement, in the ad's order. */
  trace?: LineReading[];
}

/** The kinds of gate a recruiter screens on before reading the skills. */
export type GateKind =
  | 'location'
  | 'workplace'
  | 'workAuthorization'
  | 'clearance'
  | 'degree'
  | 'years'
  | 'level'
  | 'graduation'
  | 'licence'
  | 'other';

/** One gate as the ad states it. */
export interface JobGate {
  kind: GateKind;
  /**
   * What is asked, plainly: "onsite" / "hybrid" / "remote" (workplace), the place (location),
   * "no sponsorship" / "authorized" (work authorization), the degree level and field, "1-4" or "3+"
   * (years), intern / junior / mid / senior / lead (level), the licence's name.
   */
  value: string;
  /** False when the ad only prefers it or accepts something else instead ("or equivalent"). */
  required: boolean;
  /** The line of the ad that states it. */
  source: string;
}

/** Why one line of an ad gave requirements, gates, or nothing. */
export interface LineReading {
  line: string;
  /** requirement | nice | gate | not asked (company, benefits, legal, duties…) */
  verdict: 'requirement' | 'nice' | 'gate' | 'skipped';
  reason: string;
}

/** A gate checked on one candidate: met, not met, or unknown when the resume says nothing. */
export interface GateCheck {
  kind: GateKind;
  /** What the ad asks (JobGate.value). */
  asked: string;
  state: 'met' | 'notMet' | 'unknown';
  /** The resume line that decides it, when there is one. */
  resumeLine?: string;
  /** The ad's line. */
  source: string;
}

export interface JobProfile {
  title?: string;
  company?: string;
  location?: string;
  requiredSkills: SkillMention[];
  niceToHaveSkills: SkillMention[];
  minYears?: number;
  seniority?: Seniority;
  /** The requirements section's text (or the whole text when there is no such section). */
  requirements: string;
  /** The reading of the ad that scoring uses; absent on profiles stored before it existed. */
  model?: RequirementModel;
  sections: Section[];
  text: string;
}

export interface BreakdownComponent {
  /** requiredSkills | niceToHaveSkills | experience | seniority | title | textRelevance */
  key: string;
  label: string;
  /** Weight in the final score; the weights of the components used sum to 1. */
  weight: number;
  /** 0..1 */
  value: number;
  /** One sentence a recruiter can read, e.g. "6 of 8 required skills evidenced". */
  summary: string;
  evidence: Evidence[];
  /** For requirement components: how many requirements are met, of how many. */
  met?: number;
  total?: number;
}

export interface Evidence {
  requirement: string;
  /** The resume line that satisfies it, if any. */
  resumeLine?: string;
  /** exact | alias | implied | missing */
  kind: 'exact' | 'alias' | 'implied' | 'missing';
}

export type RequirementState = 'met' | 'partly' | 'notFound';

/** One requirement of the job on one candidate, as the verdict lists it. */
export interface RequirementVerdict {
  /** The requirement as the recruiter sees it ("Java", "one of JSF, GWT"). */
  requirement: string;
  importance: 'must' | 'nice';
  state: RequirementState;
  /** The resume's line that meets it, when one does. */
  evidence?: string;
}

/** A gate's short state for the verdict line ("clearance unknown"). */
export interface VerdictGate {
  kind: GateKind;
  /** Plain words: "clearance", "work authorization", "on-site in Austin, TX". */
  label: string;
  state: GateCheck['state'];
}

export type VerdictBand = 'strong' | 'partial' | 'notRecommended';

/**
 * The verdict a recruiter reads first (the same shape as @shortlist/contracts' Verdict): how many
 * must-haves and nice-to-haves are met, the gates' states, and a band that follows them.
 */
export interface Verdict {
  mustMet: number;
  mustTotal: number;
  niceMet: number;
  niceTotal: number;
  gates: VerdictGate[];
  /**
   * strong: every must-have met, no gate failed and a score of 60 or more; partial: most met;
   * else notRecommended.
   */
  band: VerdictBand;
  /** The must-haves not found, by name, then those partly met with why ("X only through Y"). */
  gap: string[];
  requirements: RequirementVerdict[];
}

export interface Analysis {
  /** 0..100, integer. */
  matchPercentage: number;
  /** Required skills the candidate has, most important first. */
  topSkills: string[];
  /**
   * The must-haves the verdict counts short: not evidenced, by name, then partly met, marked
   * "X (partly)" (score/requirement-state.ts).
   */
  missingSkills: string[];
  breakdown: BreakdownComponent[];
  /** Plain-text outreach message, 60 to 140 words. */
  generatedMessage: string;
  /** The job's gates on this candidate (met / not met / unknown); they never move the percentage. */
  gates?: GateCheck[];
  /** The verdict read from the breakdown and the gates (score/verdict.ts). */
  verdict?: Verdict;
}
