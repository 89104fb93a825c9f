import { useState, type ChangeEvent } from 'react';
import { ApiError, messageOf } from '../../api/client';
import { useImportCandidates } from '../../data/imports';
import { useScope } from '../../data/useScope';
import { Card, CardTitle, ErrorText, FileButton } from '../../ui';
import { BulkResults } from '../dashboard/BulkResults';

const IMPORT_FILE = /\.(csv|zip|json)$/i;

/** Said when resumes (or any other file) reach the import, which takes records, not documents. */
export const NOT_AN_IMPORT =
  'Resumes (PDF, DOC, DOCX) go in "Upload Resume" above. Import takes a CSV (with an optional ZIP of the resumes it names) or JSON Resume (.json) files.';

function importError(error: unknown): string {
  // 415: the server read the files as something other than an import (resumes, most often).
  if (error instanceof ApiError && error.status === 415) return NOT_AN_IMPORT;
  return messageOf(error, 'The files could not be imported.');
}

/**
 * "Import candidates" on the candidates page: a CSV (name, email, phone, location, and the resume's
 * text or a file name inside an accompanying ZIP), or JSON Resume files. One result line per row
 * or file, as the bulk upload shows them; a bad row does not stop the others.
 */
export function ImportCandidates() {
  const { signedIn } = useScope();
  const importCandidates = useImportCandidates();
  const [chosen, setChosen] = useState<string[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  if (!signedIn) return null;

  const onFiles = (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    // Reset the input so choosing the same files again imports them again.
    e.target.value = '';
    if (files.length === 0) return;
    const others = files.filter((f) => !IMPORT_FILE.test(f.name));
    setRefused(others.map((f) => f.name));
    if (others.length > 0) return;
    setChosen(files.map((f) => f.name));
    importCandidates.mutate(files);
  };
  const busy = importCandidates.isPending;

  return (
    <Card as="details" className="import-panel">
      <CardTitle as="summary">Import candidates</CardTitle>
      <p className="muted">
        Choose a CSV with the columns name, email, phone, location and resume_text or file_name,
        together with a ZIP of the resumes it names; or choose JSON Resume (.json) files. Single
        resumes go in &quot;Upload Resume&quot; above.
      </p>
      <FileButton
        busy={busy}
        input={{
          accept: '.csv,.zip,.json,text/csv,application/zip,application/json',
          multiple: true,
          disabled: busy,
          'aria-label': 'Candidate import files',
          onChange: onFiles,
        }}
      >
        Choose files
      </FileButton>
      <div aria-live="polite" className="upload-status">
        {busy && <p className="status-processing">Importing {chosen.join(', ')}...</p>}
      </div>
      <ErrorText>{refused.length > 0 && `${refused.join(', ')}: ${NOT_AN_IMPORT}`}</ErrorText>
      <ErrorText>
        {importCandidates.isError && refused.length === 0 && importError(importCandidates.error)}
      </ErrorText>
      {importCandidates.data && <BulkResults result={importCandidates.data} />}
    </Card>
  );
}
