import { useState } from 'react';
import { messageOf } from '../api/client';
import { downloadFile } from '../api/download';
import { ConfirmDialog } from './ConfirmDialog';
import { Button, ErrorText } from '../ui';

interface DocumentActionsProps {
  /** e.g. '/candidates/abc' — the file is at `${path}/file`. Null for demo records (no file kept). */
  filePath: string | null;
  fileName: string;
  what: string;
  onDelete: () => Promise<void>;
  /**
   * A file about the record to download: everything held about a candidate (their access right),
   * or a job's audit trail.
   */
  exportPath?: string | null;
  exportLabel?: string;
  exportName?: string;
  /** What else the delete removes, said in the confirmation. */
  alsoRemoves?: string;
}

/** Download the original file and delete the record, after a confirmation. */
export function DocumentActions({
  filePath,
  fileName,
  what,
  onDelete,
  exportPath,
  exportLabel = 'Export all data',
  exportName = 'export.json',
  alsoRemoves,
}: DocumentActionsProps) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async (path: string, name: string) => {
    setError(null);
    try {
      await downloadFile(path, name);
    } catch (err) {
      setError(messageOf(err, 'Download failed'));
    }
  };
  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      await onDelete();
    } catch (err) {
      setError(messageOf(err, `Failed to delete ${what}`));
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="doc-actions">
      {filePath && (
        <Button variant="secondary" onClick={() => void download(`${filePath}/file`, fileName)}>
          Download original
        </Button>
      )}
      {exportPath && (
        <Button variant="secondary" onClick={() => void download(exportPath, exportName)}>
          {exportLabel}
        </Button>
      )}
      <Button variant="danger-outline" onClick={() => setConfirming(true)}>
        Delete
      </Button>
      <ErrorText>{error}</ErrorText>
      {confirming && (
        <ConfirmDialog
          title={`Delete this ${what}?`}
          message={`This permanently removes the ${what} and its original file${alsoRemoves ? `, ${alsoRemoves}` : ''}.`}
          confirmLabel="Delete"
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
