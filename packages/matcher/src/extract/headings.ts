import { commaList } from '../taxonomy/lists';
// Recognises section headings. A heading is a short line made only of heading vocabulary
// ("PROFESSIONAL EXPERIENCE", "Skills:", "What you'll do") that contains at least one key word;
// the key words decide which section it opens. A skill-list line such as "Project management" or
// "Leadership" is not a heading: "management" is not heading vocabulary, "leadership" is no key.

export type DocumentKind = 'resume' | 'job';

interface Rule {
  name: string;
  /** Words (after normalisation) that make a heading this section. */
  keys: readonly string[];
}

// Checked in order: the first rule with a key in the heading wins ("Summary of Skills" is skills,
// "Volunteer Experience" is other, "Preferred Qualifications" is niceToHave).
const RESUME_RULES: readonly Rule[] = [
  {
    name: 'other',
    keys: commaList(`
volunteer, volunteering, awards, award, honors, honours, interests, hobbies, references,
publications, affiliations, memberships, activities, involvement, extracurricular,
languages, accomplishments, achievements, recommendations, contacts, contact
`),
  },
  {
    name: 'skills',
    keys: commaList(`
skills, skill, competencies, competences, expertise, highlights, qualifications,
technologies, tools, strengths, abilities, proficiencies, stack, proficiency
`),
  },
  {
    name: 'education',
    keys: commaList(`
education, educational, academic, academics, degrees, schooling, educations
`),
  },
  {
    name: 'certifications',
    keys: commaList(`
certifications, certification, certificates, licenses, licences, licensure, credentials,
courses, trainings
`),
  },
  { name: 'projects', keys: ['projects', 'project', 'portfolio'] },
  {
    name: 'summary',
    keys: commaList(`
summary, objective, objectives, profile, overview, about, focus, statement, introduction
`),
  },
  {
    name: 'experience',
    keys: commaList(`
experience, experiences, employment, history, work, internships, internship, career
`),
  },
];

const JOB_RULES: readonly Rule[] = [
  // English keys, then a few Spanish ones ("Requisitos", "Responsabilidades", "Sobre nosotros").
  {
    name: 'niceToHave',
    keys: commaList(`
nice, nice-to-have, nice-to-haves, good-to-have, preferred, bonus, plus, desired, desirable,
optional, good to have, extra, standout,
deseable, valorable, deseables
`),
  },
  {
    name: 'benefits',
    keys: commaList(`
benefits, perks, offer, compensation, salary, package, rewards, why join, why work,
beneficios, ofrecemos
`),
  },
  {
    name: 'other',
    keys: commaList(`
apply, application, equal, eeo, contact, disclaimer, process, postular, postulacion
`),
  },
  {
    name: 'requirements',
    keys: commaList(`
requirements, requirement, qualifications, qualification, skills, bring, looking,
who you are, who are you, about you, must, need, competencies, knowledge, experience,
you have, profile, required, essential, education, requisitos, perfil
`),
  },
  {
    name: 'responsibilities',
    keys: commaList(`
responsibilities, responsibility, duties, do, doing, tasks, accountabilities, day, in this role,
your role, the job, mission, will, impact, responsabilidades, funciones
`),
  },
  {
    name: 'about',
    keys: commaList(`
about, company, overview, description, role, position, summary, introduction,
opportunity, who we are, who are we, team, us, nosotros, descripcion, empresa
`),
  },
];

/** Whole headings whose key words would mislead the rules. */
const RESUME_OVERRIDES: Record<string, string> = {
  other: 'other',
  'programming languages': 'skills',
  'computer languages': 'skills',
  'personal information': 'other',
  'personal details': 'other',
  'personal data': 'other',
  'additional information': 'other',
  'experience summary': 'summary',
  'summary of experience': 'summary',
  'professional development': 'certifications',
  training: 'certifications',
  'courses and training': 'certifications',
};

const JOB_OVERRIDES: Record<string, string> = {
  'who we are': 'about',
  'about us': 'about',
  'about the company': 'about',
  'about the role': 'about',
  'about the job': 'about',
  'about the position': 'about',
  'about the team': 'about',
  'about you': 'requirements',
  'job requirements': 'requirements',
  'job responsibilities': 'responsibilities',
  'role responsibilities': 'responsibilities',
  // Job boards print their requirements under this heading, whatever the ad calls optional.
  'desired skills and experience': 'requirements',
};

/** Everything a heading may contain besides its key words. */
const FILLER = new Set(
  commaList(`
and, of, the, a, an, in, to, for, my, our, your, you, we, are, is, what, who, why, how,
with, on, me, us, at, this, will, youll, youre, were, weve, professional, technical,
core, key, primary, relevant, related, other, career, work, employment, executive, personal,
information, details, areas, area, summary, selected, recent, previous, prior,
additional, main, general, computer, it, software, programming, teaching, leadership,
research, industry, military, clinical, academic, language, soft, hard, transferable,
functional, specific, special, job, role, position, company, team, minimum, basic,
preferred, required, desired, nice, have, good, bonus, points, plus, extra, credit, day,
full, life, looking, bring, need, do, offer, join, apply, equal, opportunity, employer,
statement, responsibilities, qualifications, requirements, duties, things, ideal,
candidate, must, haves, must-haves, skills, experience, education, training, background,
history, record, achievements, awards, honors, certifications, licenses, projects,
interests, languages, activities, professional, development, continuing, volunteer,
community, service, services, tools, technologies, technology, frameworks, platforms,
systems, methodologies, coursework, courses, accomplishments, highlights, overview,
profile, objective, contact, contacts, info, references, publications, affiliations,
memberships, vitae, curriculum, resume, cv, qualification, expertise, competencies,
strengths, abilities, about, description, mission, process, hiring, benefits, perks,
package, compensation, salary, rewards, application, eeo, disclaimer, tasks,
accountabilities, knowledge, essential, desirable, optional, introduction, focus,
portfolio, internships, internship, project, certification, certificates, credentials,
licensure, licences, trainings, schooling, degrees, educational, academics, honours,
hobbies, involvement, extracurricular, recommendations, proficiencies, proficiency,
stack, tech, skill, experiences, objectives, award, volunteering, achievements, personal,
campus, relevant, specialized, specialised, working, practical, employment, short, term,
long, ability, examples, sobre, del, de, el, la, los, las, que, trabajo, puesto, tu, te, y, como
`),
);

/**
 * Words only a job ad's headings carry besides their keys ("Principal Duties and
 * Responsibilities", "Core Daily Responsibilities", "Education and/or Experience", "What this
 * person will bring", "Skills and Specifications", "A plus if you have").
 */
const JOB_FILLER = new Set(
  commaList(`
principal, daily, include, includes, supervisory, specifications, person, or, if, done, be,
being
`),
);

/** Lower-case words of a candidate heading line; null when the line cannot be a heading. */
function headingWords(line: string): string[] | null {
  const raw = line.trim();
  // Headings do not end a sentence and carry no parentheses ("…strong communication skills.").
  if (/[.()]/.test(raw)) return null;
  const trimmed = raw.replace(/^[\W\d_]+|[\W_]+$/g, '');
  if (trimmed.length < 2 || trimmed.length > 50) return null;
  // A heading line does not run on into a sentence: no full stop inside; in a job ad a
  // comma only between heading words ("KNOWLEDGE, SKILL AND ABILITY"), which the caller checks.
  if (/[.;!?]/.test(trimmed)) return null;
  const words = trimmed
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .split(/[^a-z-]+/)
    .filter((word) => word.length > 0);
  if (words.length === 0 || words.length > 6) return null;
  return words;
}

function hasKey(words: string[], key: string): boolean {
  if (!key.includes(' ')) return words.includes(key);
  return ` ${words.join(' ')} `.includes(` ${key} `);
}

/** The section a heading line opens, or undefined when the line is not a heading. */
const ALLOWED = new Set([
  ...FILLER,
  ...[...RESUME_RULES, ...JOB_RULES].flatMap((rule) => rule.keys.flatMap((key) => key.split(' '))),
]);

export function classifyHeading(line: string, kind: DocumentKind): string | undefined {
  // Resumes list skills in lines like headings ("Research, Teaching"): no comma there.
  if (kind === 'resume' && line.includes(',')) return undefined;
  const words = headingWords(line);
  if (!words) return undefined;
  if (!words.every((word) => ALLOWED.has(word) || (kind === 'job' && JOB_FILLER.has(word))))
    return undefined;
  const override = (kind === 'resume' ? RESUME_OVERRIDES : JOB_OVERRIDES)[words.join(' ')];
  if (override) return override;
  const rules = kind === 'resume' ? RESUME_RULES : JOB_RULES;
  for (const rule of rules) {
    if (rule.keys.some((key) => hasKey(words, key))) return rule.name;
  }
  return undefined;
}
