import { DownloadButton } from '../../components/DownloadButton';
import { jsonResumePath } from '../../data/imports';
import { useScope } from '../../data/useScope';

/** The candidate as a JSON Resume file, which other tools and Shortlist's import read. */
export function ExportJsonResume({ candidateId }: { candidateId: string }) {
  const { signedIn } = useScope();
  if (!signedIn) return null;
  return (
    <DownloadButton
      path={jsonResumePath(candidateId)}
      fileName={`resume-${candidateId}.json`}
      label="Export JSON Resume"
    />
  );
}
