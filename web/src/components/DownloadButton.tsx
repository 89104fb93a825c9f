import { useState } from 'react';
import { messageOf } from '../api/client';
import { downloadFile } from '../api/download';
import { useScope } from '../data/useScope';
import { Button, ErrorText } from '../ui';

interface DownloadButtonProps {
  /** API path of the file, e.g. '/candidates/abc/json-resume'. */
  path: string;
  /** The name to save under when the server does not name the file. */
  fileName: string;
  label: string;
}

/** One protected file to download, on its own row under a record's actions, with the server's
 *  refusal shown beside the button. Only an account has files on the server, so a visitor of the
 *  demo sees none. */
export function DownloadButton({ path, fileName, label }: DownloadButtonProps) {
  const { signedIn } = useScope();
  const [error, setError] = useState<string | null>(null);
  if (!signedIn) return null;
  const download = () => {
    setError(null);
    downloadFile(path, fileName).catch((err: unknown) =>
      setError(messageOf(err, 'Download failed')),
    );
  };
  return (
    <div className="doc-actions export-actions">
      <Button variant="secondary" onClick={download}>
        {label}
      </Button>
      <ErrorText>{error}</ErrorText>
    </div>
  );
}
