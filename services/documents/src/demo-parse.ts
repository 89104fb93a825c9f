import { randomUUID } from 'node:crypto';
import type { DemoCandidateParseResult, DemoJobParseResult } from '@shortlist/contracts';
import { extractCandidate, extractJob } from '@shortlist/matcher';
import { candidateValues, presentCandidate } from './candidates/records';
import { textOf, type IntakeDeps } from './intake';
import { jobValues, presentJob } from './jobs/records';
import type { IncomingFile } from './upload/receive-files';

// Demo visitors get the real engine and keep the result in their browser: the same records a
// signed-in upload makes, under a `demo_` id, and nothing is written here.

const demoRecord = () => ({ id: `demo_${randomUUID()}`, ownerId: '', createdAt: new Date() });

export function parseDemoJob(deps: IntakeDeps, file: IncomingFile): Promise<DemoJobParseResult> {
  return demoParse(deps, file, (fileType, text) => {
    const profile = extractJob(text);
    const values = jobValues(profile, facts(file, fileType));
    return {
      job: presentJob({ ...values, ...demoRecord() }, null, values.profile),
      profile: values.profile,
    };
  });
}

export function parseDemoCandidate(
  deps: IntakeDeps,
  file: IncomingFile,
): Promise<DemoCandidateParseResult> {
  return demoParse(deps, file, (fileType, text) => {
    const profile = extractCandidate(text);
    const values = candidateValues(profile, facts(file, fileType));
    return {
      candidate: presentCandidate({ ...values, ...demoRecord() }, null, values.profile),
      profile: values.profile,
    };
  });
}

async function demoParse<T>(
  deps: IntakeDeps,
  file: IncomingFile,
  build: (fileType: 'pdf' | 'docx' | 'doc', text: string) => T,
): Promise<T> {
  const { fileType, text } = await textOf(deps, file);
  return build(fileType, text);
}

const facts = (file: IncomingFile, fileType: 'pdf' | 'docx' | 'doc') => ({
  fileName: file.fileName,
  fileSize: file.bytes.length,
  fileType,
  sha256: file.sha256,
});
