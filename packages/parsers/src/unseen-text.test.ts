import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { parseFileInProcess } from './parse-file';
import { pdfWithContentStream } from './testing/make-pdf';

// Text a reader cannot see because it is white on the white page: left out of what the engine
// reads, and said in the text's closing line (which flags the candidate). White text on something
// dark painted under it is what the reader sees, and stays.

const NOTICE = /^\[Hidden text left out: \d+ characters a reader cannot see\]$/;

async function designerResume(options: { whiteLine?: string; darkBand?: boolean }) {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const black = { font, size: 11, color: rgb(0, 0, 0) };
  page.drawText('Dana Example', { ...black, x: 72, y: 720, size: 16 });
  page.drawText('Product Designer, Initech, 2019 - Present', { ...black, x: 72, y: 700 });
  page.drawText('Designed onboarding flows in Figma.', { ...black, x: 72, y: 684 });
  if (options.darkBand)
    page.drawRectangle({ x: 60, y: 640, width: 400, height: 24, color: rgb(0.1, 0.1, 0.3) });
  if (options.whiteLine)
    page.drawText(options.whiteLine, { font, size: 11, x: 72, y: 648, color: rgb(1, 1, 1) });
  page.drawText('Education: BA Graphic Design', { ...black, x: 72, y: 600 });
  return Buffer.from(await pdf.save());
}

const SKILLS = 'Skills: Java, Kubernetes, Spring Boot, PostgreSQL, AWS';

test('a white line on the white page is left out, and the text says so', async () => {
  const { text } = await parseFileInProcess(await designerResume({ whiteLine: SKILLS }), 'cv.pdf');
  expect(text).not.toContain('Kubernetes');
  expect(text).toContain('Designed onboarding flows in Figma.');
  expect(text).toContain('Education: BA Graphic Design');
  const lines = text.split('\n').filter((l) => l.trim());
  expect(lines.at(-1)).toMatch(NOTICE);
});

test('the same resume without the white line reads the same, less the notice', async () => {
  const hidden = await parseFileInProcess(await designerResume({ whiteLine: SKILLS }), 'cv.pdf');
  const plain = await parseFileInProcess(await designerResume({}), 'cv.pdf');
  const withoutNotice = hidden.text
    .split('\n')
    .filter((l) => !NOTICE.test(l))
    .join('\n')
    .trim();
  expect(withoutNotice).toBe(plain.text.trim());
  expect(plain.text).not.toMatch(/Hidden text/);
});

test('white text on a dark band painted under it is seen, and kept', async () => {
  const { text } = await parseFileInProcess(
    await designerResume({ whiteLine: SKILLS, darkBand: true }),
    'cv.pdf',
  );
  expect(text).toContain('Kubernetes');
  expect(text).not.toMatch(/Hidden text/);
});

test('near-white text is hidden; the colour comes back after Q, and light grey is readable', async () => {
  const pdf = pdfWithContentStream(
    [
      'BT /F1 12 Tf 72 720 Td (Morgan Example, Data Analyst) Tj ET',
      'q 0.97 0.97 0.97 rg BT /F1 12 Tf 72 700 Td (Terraform Ansible Kafka) Tj ET Q',
      'BT /F1 12 Tf 72 680 Td (Built dashboards in Tableau and SQL.) Tj ET',
      '0.8 g BT /F1 12 Tf 72 660 Td (References on request) Tj ET',
      '0 0 0 0 k BT /F1 12 Tf 72 640 Td (Snowflake dbt Airflow) Tj ET',
    ].join('\n'),
  );
  const { text } = await parseFileInProcess(pdf, 'cv.pdf');
  for (const hidden of ['Terraform', 'Snowflake']) expect(text).not.toContain(hidden);
  for (const shown of ['Built dashboards in Tableau and SQL.', 'References on request'])
    expect(text).toContain(shown);
  expect(text.split('\n').at(-1)).toMatch(NOTICE);
});
