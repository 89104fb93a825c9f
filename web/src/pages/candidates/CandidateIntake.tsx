import { useState } from 'react';
import { useAuth } from '../../auth/AuthContext';
import { ErrorBanner } from '../../components/ErrorBanner';
import { ResumeUploadCard } from '../dashboard/ResumeUploadCard';
import { ImportCandidates } from './ImportCandidates';

/** The ways candidates come in, on their own page: resumes as the dashboard takes them, then
 * imports of records (CSV, JSON Resume). */
export function CandidateIntake() {
  const { user } = useAuth();
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      {error && <ErrorBanner message={error} signedIn={!!user} onDismiss={() => setError(null)} />}
      <ResumeUploadCard onError={setError} />
      <ImportCandidates />
    </>
  );
}
