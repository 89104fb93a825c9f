import { Check } from 'lucide-react';
import { BULK_UPLOAD_MAX_FILES } from '@shortlist/contracts';
import type { BulkUploadResult } from '@shortlist/contracts';
import { useId, useState } from 'react';
import { messageOf } from '../../api/client';
import { FileDropzone } from '../../components/FileDropzone';
import { BulkResults } from './BulkResults';
import { Button, Card, CardHeader, CardTitle, Icon } from '../../ui';

type Status = 'idle' | 'processing' | 'success' | 'existing';

/** The API answers a file stored before with that record, `duplicateOf` set. */
const isExisting = (result: unknown) =>
  typeof result === 'object' &&
  result !== null &&
  !!(result as { duplicateOf?: unknown }).duplicateOf;

export interface UploadCardProps {
  title: string;
  description: string;
  /** Label of the drop area for screen readers. */
  dropLabel: string;
  hasData: boolean;
  processingText: string;
  successText: string;
  errorFallback: string;
  upload: (file: File) => Promise<unknown>;
  /** When given, several files at once go here (signed-in resume uploads). */
  bulkUpload?: (files: File[]) => Promise<BulkUploadResult>;
  onError: (message: string) => void;
  /**
   * When given, a file uploaded before says it opened the existing record and offers a fresh
   * copy (a job may have been edited since), instead of claiming a new upload.
   */
  copy?: { existingText: string; action: string; upload: (file: File) => Promise<unknown> };
}

export function UploadCard(props: UploadCardProps) {
  const { title, description, dropLabel, hasData, processingText, successText, errorFallback } =
    props;
  const titleId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  const [bulk, setBulk] = useState<BulkUploadResult | null>(null);

  const run = async (work: () => Promise<Status>) => {
    setStatus('processing');
    try {
      setStatus(await work());
    } catch (err) {
      setStatus('idle');
      setFiles([]);
      props.onError(messageOf(err, errorFallback));
    }
  };

  const start = (chosen: File[]) => {
    setFiles(chosen);
    setBulk(null);
    return run(async () => {
      if (chosen.length > 1 && props.bulkUpload) setBulk(await props.bulkUpload(chosen));
      else if (chosen[0] && isExisting(await props.upload(chosen[0])) && props.copy)
        return 'existing';
      return 'success';
    });
  };
  const uploadCopy = (copy: NonNullable<UploadCardProps['copy']>, file: File) =>
    run(async () => {
      await copy.upload(file);
      return 'success';
    });

  const remove = () => {
    setFiles([]);
    setBulk(null);
    setStatus('idle');
  };

  return (
    <Card className="upload-panel" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{title}</CardTitle>
        {hasData && (
          <span className="tick" role="img" aria-label="Uploaded">
            <Icon icon={Check} size={16} />
          </span>
        )}
      </CardHeader>
      <p className="muted">{description}</p>
      <FileDropzone
        label={dropLabel}
        files={files}
        onFiles={(chosen) => void start(chosen)}
        onRemove={remove}
        multiple={Boolean(props.bulkUpload)}
        maxFiles={props.bulkUpload ? BULK_UPLOAD_MAX_FILES : 1}
        disabled={status === 'processing'}
      />
      <div aria-live="polite" className="upload-status">
        {status === 'processing' && <p className="status-processing">{processingText}</p>}
        {status === 'success' && !bulk && <p className="status-success">{successText}</p>}
        {status === 'existing' && props.copy && files[0] && (
          <p className="status-success">
            {props.copy.existingText}{' '}
            <Button
              type="button"
              size="small"
              variant="secondary"
              onClick={() => void uploadCopy(props.copy!, files[0]!)}
            >
              {props.copy.action}
            </Button>
          </p>
        )}
      </div>
      {bulk && <BulkResults result={bulk} />}
    </Card>
  );
}
