import { useState, type ChangeEvent } from 'react';
import { messageOf } from '../../api/client';
import { useImportCandidates } from '../../data/imports';
import { useScope } from '../../data/useScope';
import { BulkResults } from '../dashboard/BulkResults';
import { Card, CardTitle, FileButton } from '../../ui';

/**
 * "Import candidates" on the candidates page: a CSV (name, email, phone, location, and the resume's
 * text or a file name inside an accompanying ZIP), or JSON Resume files. One result line per row
 * or file, as the bulk upload shows them; a bad row does not stop the others.
 */
export function ImportCandidates() {
  const { signedIn } = useScope();
  const importCandidates = useImportCandidates();
  const [chosen, setChosen] = useState<string[]>([]);
  if (!signedIn) return null;

  const onFiles = (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    // Reset the input so choosing the same files again imports them again.
    e.target.value = '';
    if (files.length === 0) return;
    setChosen(files.map((f) => f.name));
    importCandidates.mutate(files);
  };
  const busy = importCandidates.isPending;

  return (
    <Card as="details" className="import-panel">
      <CardTitle as="summary">Import candidates</CardTitle>
      <p className="muted">
        Choose a CSV with the columns name, email, phone, location and resume_text or file_name,
        together with a ZIP of the resumes it names; or choose JSON Resume (.json) files.
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
      {importCandidates.isError && (
        <p className="error-text" role="alert">
          {messageOf(importCandidates.error, 'The files could not be imported.')}
        </p>
      )}
      {importCandidates.data && <BulkResults result={importCandidates.data} />}
    </Card>
  );
}
