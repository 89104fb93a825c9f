import { DownloadButton } from '../../components/DownloadButton';
import { jsonResumeFile } from '../../data/imports';

/** The candidate as a JSON Resume file, which other tools and Shortlist's import read. */
export const ExportJsonResume = ({ candidateId }: { candidateId: string }) => (
  <DownloadButton {...jsonResumeFile(candidateId)} label="Export JSON Resume" />
);
