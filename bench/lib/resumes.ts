import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { generatedResume as generatedTestResume } from '../../tests/support/generated-resumes';
import { testDocument } from '../../tests/support/stand-ins';
import { repoRoot } from './processes';

/**
 * Resume files for benchmarks that upload many: the real ones of the shared folder (benchmark
 * resumes, fixture PDFs and DOCX), cycled; or, without the shared folder, generated ones.
 *
 * documents answers a file the same owner uploaded before (same SHA-256) as a duplicate of the
 * earlier candidate, so every file handed out here is distinct bytes: the first pass is the real
 * files as they are (byte-identical copies in the folder counted once), later passes are the PDFs
 * with a PDF comment line appended after %%EOF (readers ignore it; the text is unchanged).
 */
export interface ResumeFile {
  fileName: string;
  bytes: Buffer;
  type:
    'application/pdf' | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
}

export interface ResumeSource {
  /** Says where the files come from, for the benchmark's setup lines. */
  description: string;
  /** The i-th file; every index gives different bytes. */
  file(index: number): Promise<ResumeFile>;
  /** A job description to screen them against. */
  job(): Promise<ResumeFile>;
}

export const sharedDir = (): string =>
  process.env.SHORTLIST_SHARED_DIR ?? path.resolve(repoRoot, '../shared');

const RESUME_FOLDERS = [
  'benchmarks/occupations/resumes',
  'benchmarks/categories/resumes',
  'fixtures/documents/resumes',
  'fixtures/documents/resumes-docx',
];
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export function resumeSource(): ResumeSource {
  const shared = sharedDir();
  const folders = RESUME_FOLDERS.map((f) => path.join(shared, f)).filter((f) => existsSync(f));
  const pool = folders.length ? realResumes(folders) : [];
  if (!pool.length) return generatedSource(shared);
  const pdfs = pool.filter((f) => f.type === 'application/pdf');
  const jobFile = path.join(shared, 'fixtures/documents/jobs/full_stack_engineer.pdf');
  return {
    description:
      `${pool.length} distinct real resumes (${pdfs.length} PDF, ${pool.length - pdfs.length} DOCX) ` +
      `from ${shared} (${folders.map((f) => path.relative(shared, f)).join(', ')}); ` +
      `beyond them, copies of the PDFs made distinct by a trailing PDF comment`,
    async file(index) {
      if (index < pool.length) return pool[index]!;
      const copy = Math.floor((index - pool.length) / pdfs.length) + 1;
      const original = pdfs[(index - pool.length) % pdfs.length]!;
      return {
        ...original,
        fileName: original.fileName.replace(/\.pdf$/i, `-copy${copy}.pdf`),
        bytes: Buffer.concat([original.bytes, Buffer.from(`%shortlist-bench-copy ${copy}\n`)]),
      };
    },
    job: async () =>
      existsSync(jobFile)
        ? {
            fileName: 'full_stack_engineer.pdf',
            bytes: readFileSync(jobFile),
            type: 'application/pdf',
          }
        : generatedJob(),
  };
}

function realResumes(folders: string[]): ResumeFile[] {
  const seen = new Set<string>();
  const files: ResumeFile[] = [];
  for (const folder of folders) {
    for (const name of readdirSync(folder).sort()) {
      const ext = path.extname(name).toLowerCase();
      if (ext !== '.pdf' && ext !== '.docx') continue;
      const bytes = readFileSync(path.join(folder, name));
      const sha = createHash('sha256').update(bytes).digest('hex');
      if (seen.has(sha)) continue;
      seen.add(sha);
      files.push({ fileName: name, bytes, type: ext === '.pdf' ? 'application/pdf' : DOCX });
    }
  }
  return files;
}

function generatedSource(shared: string): ResumeSource {
  return {
    description:
      `GENERATED resumes (one-page text PDFs, varied names, titles and skills): ${shared} is ` +
      `absent, so these figures are not comparable with runs on the real resumes`,
    file: generatedResume,
    job: generatedJob,
  };
}

/** The stand-in the browser tests use for jobs/full_stack_engineer.pdf when ../shared is absent. */
async function generatedJob(): Promise<ResumeFile> {
  const file = testDocument('jobs/full_stack_engineer.pdf');
  return { fileName: path.basename(file), bytes: readFileSync(file), type: 'application/pdf' };
}

/** The system tests' generated resumes: distinct names, titles and skill slices, so scores spread. */
async function generatedResume(index: number): Promise<ResumeFile> {
  const { fileName, bytes } = await generatedTestResume(index);
  return { fileName, bytes, type: 'application/pdf' };
}
