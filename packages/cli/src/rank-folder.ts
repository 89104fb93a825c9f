// Every resume in a folder scored against one job, best first: the shortlist an agency sends on.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { extractCandidate, judgeMatch, scoreMatch, type extractJob } from '@shortlist/matcher';
import { InputError, readDocumentText } from './read-document';

// Types through the matcher's functions: those are the exports its rewrite keeps.
export type Job = ReturnType<typeof extractJob>;

/** What a folder of resumes is read for; anything else in it (notes, a README.md) is left alone. */
const RESUME_EXTENSIONS = new Set(['.pdf', '.docx', '.doc', '.txt']);

export type RankedResume = {
  /** 1 for the best match. */
  rank: number;
  /** The file's name within the folder. */
  file: string;
  /** The candidate's name as read from the resume, when there is one. */
  name: string | null;
} & ReturnType<typeof scoreMatch> &
  ReturnType<typeof judgeMatch>;

export interface SkippedFile {
  file: string;
  /** Why it could not be read, worded for the person at the terminal. */
  reason: string;
}

export interface FolderRanking {
  ranked: RankedResume[];
  skipped: SkippedFile[];
}

// cv-2.pdf before cv-10.pdf, as a file manager shows them.
const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare;

/** The resume files in `folder` (not in its subfolders), leaving out `exclude` (the job file). */
export async function resumeFiles(folder: string, exclude?: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(
    (err: NodeJS.ErrnoException) => {
      throw new InputError(`${folder}: cannot list the folder (${err.code ?? err.message})`);
    },
  );
  const excluded = exclude === undefined ? undefined : path.resolve(exclude);
  return entries
    .filter(
      (e) =>
        (e.isFile() || e.isSymbolicLink()) &&
        RESUME_EXTENSIONS.has(path.extname(e.name).toLowerCase()),
    )
    .map((e) => path.join(folder, e.name))
    .filter((file) => path.resolve(file) !== excluded)
    .sort(byName);
}

/**
 * Reads, extracts and scores every resume in `folder` for `job`. One unreadable file is skipped
 * and reported, never the end of the run: a folder of two hundred resumes usually holds a few.
 */
export async function rankFolder(
  job: Job,
  folder: string,
  options: { exclude?: string; today?: Date } = {},
): Promise<FolderRanking> {
  const today = options.today ?? new Date();
  const scored: Omit<RankedResume, 'rank'>[] = [];
  const skipped: SkippedFile[] = [];
  // One at a time: parsing is CPU-bound in this thread, and the order of the warnings stays the
  // order of the files.
  for (const file of await resumeFiles(folder, options.exclude)) {
    const name = path.basename(file);
    try {
      const candidate = extractCandidate(await readDocumentText(file), { today });
      const score = scoreMatch(job, candidate);
      scored.push({
        file: name,
        name: candidate.name ?? null,
        ...score,
        ...judgeMatch(job, candidate, score),
      });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      // readDocumentText names the file first; the warning names it once.
      skipped.push({ file: name, reason: message.replace(`${file}: `, '') });
    }
  }
  const ranked = scored
    .sort((a, b) => b.matchPercentage - a.matchPercentage || byName(a.file, b.file))
    .map((r, i) => ({ rank: i + 1, ...r }));
  return { ranked, skipped };
}
