// The pipeline behind the CLI: files to text (parsers), text to profiles (extraction), profiles
// to an analysis of one resume or a ranking of a folder of them.
import { stat } from 'node:fs/promises';
import { analyze, extractCandidate, extractJob } from '@shortlist/matcher';
import { UsageError, type CliArgs } from './args';
import { formatReport } from './format';
import { rankingCsv, rankingJson, rankingTable } from './format-ranking';
import { rankFolder, type Job } from './rank-folder';
import { InputError, readDocumentText } from './read-document';

export interface RunIo {
  /** A line for stderr: what went wrong with one file of many, the run goes on. */
  warn: (line: string) => void;
}

/** What the command prints on stdout. Throws InputError or UsageError for the user to read. */
export async function run(args: CliArgs, io: RunIo): Promise<string> {
  const folder = await isFolder(args.resumes);
  if (folder && args.variant !== undefined) {
    throw new UsageError(
      '--variant words the message for one resume; a folder is ranked without messages',
    );
  }
  if (!folder && args.output === 'csv') {
    throw new UsageError('--csv is for a ranking: give a folder of resumes as the second argument');
  }
  // Extraction normalises the text itself (ligatures, mojibake, letter-spacing).
  const job = extractJob(await readDocumentText(args.jobFile));
  return folder ? rankResumes(job, args, io) : analyzeResume(job, args);
}

async function isFolder(resumes: string): Promise<boolean> {
  const info = await stat(resumes).catch(() => undefined);
  if (!info && /[\\/]$/.test(resumes)) throw new InputError(`${resumes}: no such folder`);
  return info?.isDirectory() ?? false;
}

async function analyzeResume(job: Job, args: CliArgs): Promise<string> {
  const candidate = extractCandidate(await readDocumentText(args.resumes), { today: new Date() });
  const analysis = analyze(job, candidate, { variant: args.variant ?? 0 });
  if (args.output === 'json') return JSON.stringify(analysis, null, 2);
  return formatReport(analysis, {
    jobTitle: job.title,
    company: job.company,
    candidateName: candidate.name,
    headline: candidate.headline,
  });
}

async function rankResumes(job: Job, args: CliArgs, io: RunIo): Promise<string> {
  const { ranked, skipped } = await rankFolder(job, args.resumes, { exclude: args.jobFile });
  for (const s of skipped) io.warn(`skipped ${s.file}: ${s.reason}`);
  const total = ranked.length + skipped.length;
  if (skipped.length > 0)
    io.warn(`skipped ${skipped.length} of ${total} files that could not be read`);
  if (total === 0)
    throw new InputError(`${args.resumes}: no PDF, DOCX, DOC or TXT files in this folder`);
  if (ranked.length === 0)
    throw new InputError(`${args.resumes}: none of the ${total} resumes could be read`);
  switch (args.output) {
    case 'json':
      return rankingJson(ranked);
    case 'csv':
      return rankingCsv(ranked);
    case 'text': {
      const title = [job.title, job.company].filter(Boolean).join(' at ') || '(untitled job)';
      const count = ranked.length === 1 ? '1 resume' : `${ranked.length} resumes`;
      return `${count} ranked for ${title}\n\n${rankingTable(ranked)}`;
    }
  }
}
