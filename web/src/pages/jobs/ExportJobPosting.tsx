import { DownloadButton } from '../../components/DownloadButton';
import { jobPostingPath } from '../../data/imports';

/** The job as schema.org JobPosting JSON-LD, for a careers site or a job board. */
export function ExportJobPosting({ jobId }: { jobId: string }) {
  return (
    <DownloadButton
      path={jobPostingPath(jobId)}
      fileName={`jobposting-${jobId}.jsonld`}
      label="Export JobPosting (JSON-LD)"
    />
  );
}
