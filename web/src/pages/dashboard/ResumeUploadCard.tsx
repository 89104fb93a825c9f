import type { Candidate } from '@shortlist/contracts';
import { track } from '../../analytics/track';
import { useAuth } from '../../auth/AuthContext';
import { useBulkUploadCandidates, useUploadCandidate } from '../../data/candidates';
import { UploadCard } from './UploadCard';

interface ResumeUploadCardProps {
  /** The tick beside the title: there is at least one candidate. */
  hasData?: boolean;
  onUploaded?: (candidate: Candidate) => void;
  onError: (message: string) => void;
}

/** Resumes (PDF, DOC, DOCX) in: one for everyone, up to 50 at once for accounts. The dashboard
 * and the Candidates page show the same card. */
export function ResumeUploadCard({ hasData = false, onUploaded, onError }: ResumeUploadCardProps) {
  const { user } = useAuth();
  const uploadCandidate = useUploadCandidate();
  const bulkUpload = useBulkUploadCandidates();
  const mode = user ? 'account' : 'demo';
  const upload = async (file: File) => {
    try {
      const candidate = await uploadCandidate.mutateAsync(file);
      onUploaded?.(candidate);
      track('candidate_upload_success', { mode });
    } catch (err) {
      track('candidate_upload_failed', { mode });
      throw err;
    }
  };
  return (
    <UploadCard
      title="Upload Resume"
      description={
        user
          ? 'One resume, or up to 50 at once. We extract contact details, experience and skills.'
          : 'We extract contact details, experience and skills.'
      }
      dropLabel="Resume file"
      hasData={hasData}
      processingText="Processing resume..."
      successText="Resume uploaded successfully!"
      errorFallback="Failed to upload candidate resume"
      upload={upload}
      bulkUpload={user ? (files) => bulkUpload.mutateAsync(files) : undefined}
      onError={onError}
    />
  );
}
