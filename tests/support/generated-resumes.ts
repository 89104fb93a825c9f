import { textPdf } from '@shortlist/parsers/src/testing/make-pdf';

/**
 * Resumes made on the spot, as many as a test needs: ../shared holds a few dozen real ones, bulk
 * screening wants hundreds. Each has its own name (first x last name, so up to 400 differ) and
 * e-mail, so no two files are the same bytes (a re-upload would be answered as a duplicate), and a
 * different title and slice of the skill list, so the scores spread and a ranking means something.
 */
export interface GeneratedResume {
  name: string;
  fileName: string;
  bytes: Buffer;
}

// One string each, split: prettier would otherwise put every name on its own line.
const FIRST = (
  'Avery Blake Carmen Dana Elliot Farah Gideon Harper Imani Jonas ' +
  'Keira Lorenzo Maya Nolan Olivia Priya Quentin Rosa Soren Talia'
).split(' ');
const LAST = (
  'Abbott Brennan Castillo Delgado Everett Fischer Garrison Holloway Iverson Jennings ' +
  'Kowalski Lindqvist Moreno Nakamura Okafor Petrov Quinlan Ramsey Sorensen Thornton'
).split(' ');
/** Web and back-end skills first, so the early ones overlap a typical engineering job the most. */
const SKILLS = (
  'JavaScript, TypeScript, React, Node.js, PostgreSQL, Docker, Git, REST APIs, HTML, CSS, ' +
  'AWS, Python, Java, Kubernetes, GraphQL, MongoDB, Photoshop, Excel'
).split(', ');

/** Titles near and far from an engineering job, so the title part of a score differs too. */
const TITLES = [
  'Software Engineer',
  'Full Stack Developer',
  'Frontend Developer',
  'Data Analyst',
  'Graphic Designer',
];

function generatedName(index: number): string {
  const first = FIRST[index % FIRST.length]!;
  const last = LAST[Math.floor(index / FIRST.length) % LAST.length]!;
  return `${first} ${last}`;
}

function skillsFor(index: number): string[] {
  // Between 2 and 8 skills, starting at a point that moves with the index.
  const count = 2 + (index % 7);
  const start = (index * 5) % SKILLS.length;
  return Array.from({ length: count }, (_, i) => SKILLS[(start + i) % SKILLS.length]!);
}

/** Resume number `index`: the same index always gives the same file. */
export async function generatedResume(index: number): Promise<GeneratedResume> {
  const name = generatedName(index);
  const handle = name.toLowerCase().replace(/\s+/g, '.');
  const skills = skillsFor(index);
  const years = 1 + (index % 12);
  const title = TITLES[index % TITLES.length]!;
  const lines = [
    name,
    title,
    `${handle}@example.com | (555) 555-${String(1000 + index).slice(-4)} | Austin, TX`,
    '',
    'Summary',
    `${title} with ${years} years of experience.`,
    '',
    'Experience',
    `${title}, Initech          Jan ${2024 - years} - Present`,
    `- Built and maintained services with ${skills.join(', ')}`,
    '',
    'Skills',
    skills.join(', '),
  ];
  return { name, fileName: `${handle.replace('.', '_')}.pdf`, bytes: await textPdf([lines]) };
}

/** Resumes 0..count-1, each distinct; the same count gives the same files. */
export function generatedResumes(count: number): Promise<GeneratedResume[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => generatedResume(i)));
}

/** The resumes as one multipart form under `field`, as the upload routes take them. */
export function resumeForm(field: string, resumes: GeneratedResume[]): FormData {
  const form = new FormData();
  for (const r of resumes) {
    form.append(field, new Blob([r.bytes], { type: 'application/pdf' }), r.fileName);
  }
  return form;
}
