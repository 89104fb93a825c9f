import { DownloadButton } from '../../components/DownloadButton';
import { jobPostingFile } from '../../data/imports';

/** The job as schema.org JobPosting JSON-LD, for a careers site or a job board. */
export const ExportJobPosting = ({ jobId }: { jobId: string }) => (
  <DownloadButton {...jobPostingFile(jobId)} label="Export JobPosting (JSON-LD)" />
);
