import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { extractTextInProcess } from '@shortlist/parsers';
import { extractCandidate, extractJob } from '../extract';
import type { CandidateProfile, JobProfile } from '../types';
import { scoreMatch } from './analyze';

// Twins of the fixture resumes: the same resume under another name, contact details and city
// scores the same for every fixture ad; with its employers and schools swapped for others of the
// same kind, within 3 points. Real files from ../shared/fixtures (outside the project).

const shared = process.env.SHORTLIST_SHARED_DIR ?? path.resolve(__dirname, '../../../../../shared');
const documents = path.join(shared, 'fixtures/documents');
const present = existsSync(path.join(documents, 'resumes/john_doe.pdf'));
if (!present) console.warn(`[score/identity] ${documents} not found; skipping twin tests`);
const describeFixtures = present ? describe : describe.skip;

const today = new Date(2025, 5, 15);
const RESUMES = [
  'resumes/john_doe.pdf',
  'resumes/alfred_pennyworth_pm.pdf',
  'resumes/barry_allen_fe.pdf',
  'resumes/bruce_wayne_fullstack.pdf',
  'resumes/harvey_dent_mle.pdf',
  'resumes/openresume-resume.pdf',
  'resumes-docx/cv-5.docx',
  'resumes-docx/cv-9.docx',
];
const JOBS = ['java_developer', 'full_stack_engineer', 'front_end_engineer', 'product_manager'];
const OTHER_NAME = ['Avery', 'Quinlan', 'Morrow'];

async function textOf(file: string): Promise<string> {
  const kind = file.endsWith('.docx') ? 'docx' : 'pdf';
  return extractTextInProcess(readFileSync(path.join(documents, file)), kind);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const swap = (text: string, from: string | undefined, to: string) =>
  from ? text.replace(new RegExp(escape(from), 'gi'), to) : text;

/** The same resume, someone else: name, e-mail, phone, links and city replaced. */
function identityTwin(text: string, who: CandidateProfile): string {
  let twin = text;
  (who.name ?? '').split(/\s+/).forEach((part, i) => {
    if (part.length > 1) twin = swap(twin, part, OTHER_NAME[i] ?? 'Lee');
  });
  twin = swap(twin, who.email, 'avery.q@example.org');
  twin = swap(twin, who.phone, '+1 (303) 555-0199');
  for (const link of who.links) twin = swap(twin, link, 'linkedin.com/in/averyq');
  const [city] = (who.location ?? '').split(',');
  return swap(twin, city?.trim(), 'Denver');
}

/** The same resume, other employers and schools of the same kind. */
function placesTwin(text: string, who: CandidateProfile): string {
  let twin = text;
  for (const role of who.roles)
    if (role.company) twin = swap(twin, role.company, 'Northwind Traders');
  for (const school of who.education)
    if (school.institution) twin = swap(twin, school.institution, 'Lakeside State University');
  return twin;
}

describeFixtures('identity never moves the score (twins of the fixture resumes)', () => {
  let jobs: JobProfile[] = [];
  let texts: string[] = [];
  let people: CandidateProfile[] = [];
  beforeAll(async () => {
    jobs = await Promise.all(JOBS.map(async (f) => extractJob(await textOf(`jobs/${f}.pdf`))));
    texts = await Promise.all(RESUMES.map(textOf));
    people = texts.map((text) => extractCandidate(text, { today }));
  }, 60_000);

  const scores = (person: CandidateProfile) =>
    jobs.map((job) => scoreMatch(job, person).matchPercentage);

  it('another name, contact details and city: the same scores', () => {
    texts.forEach((text, i) => {
      const person = people[i]!;
      const twin = extractCandidate(identityTwin(text, person), { today });
      if (person.name) expect(twin.name).not.toBe(person.name);
      expect({ resume: RESUMES[i], scores: scores(twin) }).toEqual({
        resume: RESUMES[i],
        scores: scores(person),
      });
    });
  });

  it('other employers and schools of the same kind: within 3 points', () => {
    texts.forEach((text, i) => {
      const person = people[i]!;
      const twin = extractCandidate(placesTwin(text, person), { today });
      const moved = scores(twin).map((score, k) => Math.abs(score - scores(person)[k]!));
      expect({ resume: RESUMES[i], most: Math.max(...moved) <= 3 }).toEqual({
        resume: RESUMES[i],
        most: true,
      });
    });
  });

  it("an employer's name is never read as the candidate's title", () => {
    const profile = extractCandidate(
      [
        'Dana Levi',
        'Global Commerce Partners',
        'dana@example.com',
        'Experience',
        'Business Analyst, Global Commerce Partners, 2018 - Present',
      ].join('\n'),
      { today },
    );
    expect(profile.headline).toBe('Business Analyst');
  });
});
