import { DownloadButton } from '../../components/DownloadButton';
import { jobPostingPath } from '../../data/imports';
import { useScope } from '../../data/useScope';

/** The job as schema.org JobPosting JSON-LD, for a careers site or a job board. */
export function ExportJobPosting({ jobId }: { jobId: string }) {
  const { signedIn } = useScope();
  if (!signedIn) return null;
  return (
    <DownloadButton
      path={jobPostingPath(jobId)}
      fileName={`jobposting-${jobId}.jsonld`}
      label="Export JobPosting (JSON-LD)"
    />
  );
}
