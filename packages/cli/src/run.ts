// The pipeline behind the CLI: files to text (parsers), text to profiles (extraction), profiles
// to an analysis.
import { analyze, extractCandidate, extractJob, type Analysis } from '@shortlist/matcher';
import type { CliArgs } from './args';
import { formatReport } from './format';
import { readDocumentText } from './read-document';

export async function run(args: CliArgs): Promise<{ analysis: Analysis; report: string }> {
  const [jobText, resumeText] = await Promise.all([readDocumentText(args.jobFile), readDocumentText(args.resumeFile)]);
  // Extraction normalises the text itself (ligatures, mojibake, letter-spacing).
  const job = extractJob(jobText);
  const candidate = extractCandidate(resumeText, { today: new Date() });
  const analysis = analyze(job, candidate, { variant: args.variant });
  const report = args.json
    ? JSON.stringify(analysis, null, 2)
    : formatReport(analysis, {
        jobTitle: job.title,
        company: job.company,
        candidateName: candidate.name,
        headline: candidate.headline,
      });
  return { analysis, report };
}
