import { DownloadButton } from '../../components/DownloadButton';
import { jsonResumePath } from '../../data/imports';

/** The candidate as a JSON Resume file, which other tools and Shortlist's import read. */
export function ExportJsonResume({ candidateId }: { candidateId: string }) {
  return (
    <DownloadButton
      path={jsonResumePath(candidateId)}
      fileName={`resume-${candidateId}.json`}
      label="Export JSON Resume"
    />
  );
}
