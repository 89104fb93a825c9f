import { randomUUID } from 'node:crypto';
import { candidate } from '@shortlist/contracts';
import { extractCandidate, extractJob, scoreMatch } from '@shortlist/matcher';
import { parseFileInProcess } from '@shortlist/parsers';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import request from 'supertest';
import { startTestDocuments, type TestDocuments } from './test-app';

jest.setTimeout(60_000);

// Issue #33: a skills line in white text lifted a designer from 14 to 86 with no warning. Text a
// reader cannot see is flagged on the candidate and is not evidence: the score is the one the
// resume earns without it.

const HIDDEN_SKILLS = 'Skills: Java, Spring Boot, Kubernetes, PostgreSQL, Microservices, AWS';

async function designerPdf(skillsLine?: { white: boolean }): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const line = (text: string, y: number, white = false) =>
    page.drawText(text, { font, size: 11, x: 72, y, color: white ? rgb(1, 1, 1) : rgb(0, 0, 0) });
  line('Dana Example', 720);
  line('dana@example.com', 704);
  line('Product Designer, Initech, Jan 2019 - Present', 680);
  line('Designed onboarding flows and a design system in Figma and Sketch.', 664);
  if (skillsLine) line(HIDDEN_SKILLS, 640, skillsLine.white);
  line('Education: BA Graphic Design, 2018', 600);
  return Buffer.from(await pdf.save());
}

const JAVA_JOB = [
  'Senior Java Developer',
  'Requirements:',
  '- 3+ years of Java and Spring Boot',
  '- Kubernetes and PostgreSQL',
  '- Microservices on AWS',
].join('\n');

async function scoreOf(file: Buffer): Promise<number> {
  const { text } = await parseFileInProcess(file, 'cv.pdf');
  return scoreMatch(extractJob(JAVA_JOB), extractCandidate(text)).matchPercentage;
}

test('a white skills line does not count: the score equals the score without it', async () => {
  const without = await scoreOf(await designerPdf());
  const white = await scoreOf(await designerPdf({ white: true }));
  const visible = await scoreOf(await designerPdf({ white: false }));
  expect(white).toBe(without);
  // The same line, visible, is evidence: the test would see it counted.
  expect(visible).toBeGreaterThan(without);
});

describe('a resume with text a reader cannot see', () => {
  let t: TestDocuments;
  beforeAll(async () => {
    t = await startTestDocuments();
  });
  afterAll(() => t.close());

  test('is flagged on the candidate, and the hidden skills are not among its skills', async () => {
    const auth = t.bearer(randomUUID());
    const up = await request(t.app)
      .post('/api/candidates')
      .set('authorization', auth)
      .attach('file', await designerPdf({ white: true }), 'dana.pdf');
    expect(up.status).toBe(201);
    const res = await request(t.app)
      .get(`/api/candidates/${up.body.id}`)
      .set('authorization', auth);
    const record = candidate.parse(res.body);
    expect(record.warning).toMatch(/This resume contains text a reader cannot see/);
    expect(record.techStack).not.toContain('Kubernetes');
    expect(record.techStack).not.toContain('Java');

    const honest = await request(t.app)
      .post('/api/candidates')
      .set('authorization', auth)
      .attach('file', await designerPdf(), 'honest.pdf');
    expect(honest.body.warning).toBeNull();
  });
});
