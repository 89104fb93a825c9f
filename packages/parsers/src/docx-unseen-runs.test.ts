import { parseFileInProcess } from './parse-file';
import { docxWithBody } from './testing/make-zip';

// Runs of a Word resume a reader cannot see (hidden, or white on the white page) are left out of
// what the engine reads, and the text's closing line says so; white text on shading stays.

const NOTICE = /^\[Hidden text left out: \d+ characters a reader cannot see\]$/;
const run = (text: string, properties = '') =>
  `<w:r>${properties ? `<w:rPr>${properties}</w:rPr>` : ''}<w:t xml:space="preserve">${text}</w:t></w:r>`;
const paragraph = (...runs: string[]) => `<w:p>${runs.join('')}</w:p>`;

const resume = (...extra: string[]) =>
  docxWithBody(
    [
      paragraph(run('Dana Example')),
      paragraph(run('Product Designer, Initech, 2019 - Present')),
      paragraph(run('Designed onboarding flows in Figma.')),
      ...extra,
      paragraph(run('Education: BA Graphic Design')),
    ].join(''),
  );

test('hidden runs and white runs are left out, and the text says so', async () => {
  const { text } = await parseFileInProcess(
    resume(
      paragraph(run('Skills: Java, Kubernetes', '<w:vanish/>')),
      paragraph(
        run('Tools: ', '<w:color w:val="FFFFFF"/>'),
        run('Terraform &amp; AWS', '<w:color w:val="FAFAFA"/>'),
      ),
      paragraph(
        run('Portfolio: '),
        run('Spring Boot', '<w:color w:val="FFFFFF"/>'),
        run('dana.example'),
      ),
    ),
    'cv.docx',
  );
  for (const hidden of ['Kubernetes', 'Terraform', 'Spring Boot'])
    expect(text).not.toContain(hidden);
  expect(text).toContain('Designed onboarding flows in Figma.');
  expect(text).toContain('Portfolio: dana.example');
  expect(text.split('\n').at(-1)).toMatch(NOTICE);

  const plain = await parseFileInProcess(
    resume(paragraph(run('Portfolio: dana.example'))),
    'cv.docx',
  );
  expect(plain.text).not.toMatch(/Hidden text/);
});

test('coloured and grey runs, and white runs on shading, are what the reader sees', async () => {
  const { text } = await parseFileInProcess(
    resume(
      paragraph(run('Skills: Sketch, Photoshop', '<w:color w:val="BFBFBF"/>')),
      paragraph(
        '<w:pPr><w:shd w:val="clear" w:color="auto" w:fill="1F3864"/></w:pPr>',
        run('Languages: English, Hebrew', '<w:color w:val="FFFFFF"/>'),
      ),
      paragraph(run('Not hidden', '<w:vanish w:val="0"/>')),
    ),
    'cv.docx',
  );
  for (const shown of ['Photoshop', 'Languages: English, Hebrew', 'Not hidden'])
    expect(text).toContain(shown);
  expect(text).not.toMatch(/Hidden text/);
});
