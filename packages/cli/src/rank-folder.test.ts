import path from 'node:path';
import { extractJob } from '@shortlist/matcher';
import { textPdf } from '@shortlist/parsers/src/testing/make-pdf';
import { rankFolder } from './rank-folder';
import {
  JOB_TEXT,
  PARTIAL_RESUME,
  removeTempDirs,
  STRONG_RESUME,
  tempDir,
  WEAK_RESUME,
  writeFiles,
} from './testing/sample-files';

const job = extractJob(JOB_TEXT);

afterAll(removeTempDirs);

describe('rankFolder', () => {
  it('ranks every resume in the folder, best match first, PDFs and text alike', async () => {
    const folder = writeFiles(tempDir(), {
      'weak.txt': WEAK_RESUME,
      'strong.pdf': await textPdf([STRONG_RESUME.split('\n')]),
      'partial.txt': PARTIAL_RESUME,
    });
    const { ranked, skipped } = await rankFolder(job, folder);
    expect(skipped).toEqual([]);
    expect(ranked.map((r) => [r.rank, r.file, r.name])).toEqual([
      [1, 'strong.pdf', 'Jane Doe'],
      [2, 'partial.txt', 'John Smith'],
      [3, 'weak.txt', 'Mary Major'],
    ]);
    expect(ranked[0]?.matchPercentage).toBeGreaterThan(ranked[1]?.matchPercentage ?? 100);
    expect(ranked[0]?.topSkills).toEqual(expect.arrayContaining(['Java', 'Kubernetes']));
    expect(ranked[2]?.missingSkills).toContain('Java');
  });

  it('skips unreadable files with the reason, and leaves other files, subfolders and the job alone', async () => {
    const folder = writeFiles(tempDir(), {
      'job.txt': JOB_TEXT,
      'jane.txt': STRONG_RESUME,
      'scan.pdf': 'not really a PDF',
      'blank.txt': '   \n',
      'notes.md': PARTIAL_RESUME,
      'photo.png': 'png',
      'older/john.txt': PARTIAL_RESUME,
    });
    const { ranked, skipped } = await rankFolder(job, folder, {
      exclude: path.join(folder, 'job.txt'),
    });
    expect(ranked.map((r) => r.file)).toEqual(['jane.txt']);
    expect(skipped).toEqual([
      { file: 'blank.txt', reason: 'the file has almost no text' },
      { file: 'scan.pdf', reason: expect.stringMatching(/PDF/) },
    ]);
  });

  it('orders equal scores by file name, as a file manager does', async () => {
    const folder = writeFiles(tempDir(), {
      'cv-10.txt': PARTIAL_RESUME,
      'cv-2.txt': PARTIAL_RESUME,
      'cv-1.txt': PARTIAL_RESUME,
    });
    const { ranked } = await rankFolder(job, folder);
    expect(ranked.map((r) => `${r.rank} ${r.file}`)).toEqual([
      '1 cv-1.txt',
      '2 cv-2.txt',
      '3 cv-10.txt',
    ]);
  });
});
