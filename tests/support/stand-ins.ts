import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pdfWithContentStream } from '@shortlist/parsers/src/testing/make-pdf';
import { documentFixture, sharedDir } from './fixtures';

/**
 * The documents the browser tests upload: the real files under ../shared when that folder is
 * there, otherwise generated stand-ins with the same names and the facts the tests check (names,
 * titles, the skills that make Barry the front-end fit). A clean clone without ../shared still
 * runs every browser test, on plainer documents.
 */
const STAND_INS: Record<string, string[]> = {
  'jobs/front_end_engineer.pdf': [
    'Front End Engineer',
    'Pixel Labs - San Francisco, CA',
    '',
    'About the role',
    'We are looking for a Front End Engineer to build fast, accessible web applications.',
    '',
    'Requirements',
    '- 3+ years of professional experience with JavaScript and TypeScript',
    '- Strong React skills, with HTML and CSS',
    '- Experience with REST APIs and Git',
    '',
    'Nice to have',
    '- Jest, Next.js and Figma',
  ],
  'jobs/full_stack_engineer.pdf': [
    'Full Stack Engineer',
    'Harbor Systems - Remote',
    '',
    'Requirements',
    '- 4+ years building web applications with Node.js and React',
    '- PostgreSQL, Docker and REST APIs',
    '- TypeScript and Git',
  ],
  'jobs/java_developer.pdf': [
    'Java Developer',
    'Tech Solutions - Austin, TX',
    '',
    'Requirements',
    '- 5+ years of experience with Java and Spring Boot',
    '- Hibernate, SQL and Maven',
    '- Microservices and REST APIs',
  ],
  'resumes/barry_allen_fe.pdf': [
    'Barry Allen',
    'Front End Developer',
    'barry.allen@example.com | (555) 555-0100 | Central City, CA',
    '',
    'Summary',
    'Front end developer with 5 years of experience building fast React applications.',
    '',
    'Experience',
    'Front End Developer, Star Labs          Jan 2021 - Present',
    '- Built React and TypeScript interfaces used by 200,000 people every day',
    '- Wrote JavaScript, HTML and CSS for an accessible design system',
    'Web Developer, Picture News          Jun 2018 - Dec 2020',
    '- Developed JavaScript single-page applications against REST APIs, versioned with Git',
    '',
    'Education',
    'B.S. Computer Science, Central City University, 2018',
    '',
    'Skills',
    'JavaScript, TypeScript, React, HTML, CSS, Git, REST APIs, Jest',
  ],
  'resumes/bruce_wayne_fullstack.pdf': [
    'Bruce Wayne',
    'Full Stack Engineer',
    'bruce.wayne@example.com | (555) 555-0101 | Gotham, NJ',
    '',
    'Experience',
    'Full Stack Engineer, Wayne Enterprises          Mar 2019 - Present',
    '- Built Node.js services on PostgreSQL, shipped in Docker containers',
    '- Maintained an internal admin tool in React',
    '',
    'Skills',
    'Node.js, PostgreSQL, Docker, Python, React, AWS',
  ],
  'resumes/alfred_pennyworth_pm.pdf': [
    'Alfred Pennyworth',
    'Product Manager',
    'alfred.p@example.com | (555) 555-0102 | London, UK',
    '',
    'Experience',
    'Product Manager, Wayne Foundation          Feb 2017 - Present',
    '- Owned the product roadmap and stakeholder management for three teams',
    '- Ran Agile ceremonies and user research; tracked delivery in Jira',
    '',
    'Skills',
    'Product Management, Roadmapping, Agile, Scrum, Jira, User Research',
  ],
  'resumes/john_doe.pdf': [
    'John Doe',
    'Software Engineer',
    'john.doe@example.com | (555) 555-0103 | Springfield, IL',
    '',
    'Experience',
    'Software Engineer, Initech          Jan 2016 - Present',
    '- Developed Java services with Spring Boot and Hibernate on SQL databases',
    '- Wrote Python scripts for data migration',
    '',
    'Skills',
    'Java, Spring Boot, Hibernate, SQL, Python, Maven',
  ],
};

const STAND_IN_DIR = path.join(os.tmpdir(), 'shortlist-e2e-stand-ins');

/** A PDF string literal: backslashes and parentheses escaped. */
const pdfString = (text: string) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;

/** One page of Helvetica lines, top to bottom, with a real text layer. */
function linesPdf(lines: string[]): Buffer {
  const shown = lines.map((line) => `${pdfString(line)} Tj 0 -15 Td`).join('\n');
  return pdfWithContentStream(`BT /F1 10 Tf 60 750 Td\n${shown}\nET\n`);
}

let shared: string | undefined | null = null;

/** The path of a test document, e.g. `resumes/barry_allen_fe.pdf`. */
export function testDocument(relative: string): string {
  if (shared === null) shared = sharedDir('using generated stand-in documents');
  if (shared) return documentFixture(shared, relative);
  const lines = STAND_INS[relative];
  if (!lines) throw new Error(`no stand-in for ${relative}: add one to tests/support/stand-ins.ts`);
  const file = path.join(STAND_IN_DIR, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  // Written anew each run (the texts may change) and renamed into place: the suites run in
  // parallel and must never read a half-written file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, linesPdf(lines));
  renameSync(partial, file);
  return file;
}
