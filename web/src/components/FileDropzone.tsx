import { UNSUPPORTED_FILE_TYPE_MESSAGE } from '@shortlist/contracts';
import { Upload, X } from 'lucide-react';
import { useState } from 'react';
import { useDropzone, type FileError, type FileRejection } from 'react-dropzone';
import { fileSizeKb } from './format';
import { Icon, IconButton } from '../ui';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

// Accepted by extension or MIME type: browsers report .doc/.docx MIME types inconsistently.
export const DOCUMENT_ACCEPT = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
};

/** A size as people say it: 10485760 is '10 MB', 1536 is '1.5 KB'. */
export function formatSize(bytes: number): string {
  const units: [number, string][] = [
    [1024 * 1024, 'MB'],
    [1024, 'KB'],
  ];
  for (const [size, unit] of units) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${unit}`;
  }
  return `${bytes} bytes`;
}

/** The spec's dropzone messages (section 5), whatever wording the library version uses. */
export function dropzoneMessage(
  error: FileError,
  limits: { maxSize: number; minSize?: number },
): string {
  switch (error.code) {
    case 'file-invalid-type':
      return UNSUPPORTED_FILE_TYPE_MESSAGE;
    case 'file-too-large':
      return `File is larger than ${formatSize(limits.maxSize)}`;
    case 'file-too-small':
      return `File is smaller than ${formatSize(limits.minSize ?? 0)}`;
    case 'too-many-files':
      return 'Too many files';
    default:
      return error.message;
  }
}

interface FileDropzoneProps {
  /** Accessible name of the drop area, e.g. 'Job description file'. */
  label: string;
  files: File[];
  onFiles: (files: File[]) => void;
  onRemove: () => void;
  multiple?: boolean;
  maxFiles?: number;
  maxSize?: number;
  disabled?: boolean;
}

export function FileDropzone({
  label,
  files,
  onFiles,
  onRemove,
  multiple = false,
  maxFiles = 1,
  maxSize = MAX_UPLOAD_BYTES,
  disabled = false,
}: FileDropzoneProps) {
  const [rejection, setRejection] = useState<string | null>(null);
  const onDrop = (accepted: File[], rejected: FileRejection[]) => {
    const first = rejected[0]?.errors[0];
    if (first) {
      setRejection(first.message);
      return;
    }
    setRejection(null);
    if (accepted.length > 0) onFiles(accepted);
  };
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop,
    accept: DOCUMENT_ACCEPT,
    maxSize,
    multiple,
    maxFiles: multiple ? maxFiles : 1,
    disabled,
    getErrorMessage: (error) => dropzoneMessage(error, { maxSize }),
  });

  return (
    <div className="dropzone-wrap">
      <div
        {...getRootProps({
          className: `dropzone${isDragActive ? ' dropzone-active' : ''}${disabled ? ' dropzone-disabled' : ''}`,
          role: 'button',
          'aria-label': label,
          'aria-disabled': disabled || undefined,
        })}
      >
        <input {...getInputProps({ 'aria-label': label })} />
        <span className="dropzone-icon" aria-hidden="true">
          <Icon icon={Upload} size={24} />
        </span>
        <span className="dropzone-text">
          {isDragActive
            ? 'Drop the file here'
            : multiple
              ? `Drag & drop files here, or click to browse (up to ${maxFiles})`
              : 'Drag & drop a file here, or click to browse'}
        </span>
        <span className="dropzone-hint">PDF, DOC, DOCX up to 10MB</span>
      </div>
      {rejection && (
        <p className="dropzone-error" role="alert">
          {rejection}
        </p>
      )}
      {files.length > 0 && (
        <div className="chosen-file">
          <span className="chosen-file-name">
            {files.length === 1 ? files[0]?.name : `${files.length} files`}
          </span>
          <span className="chosen-file-size">
            {fileSizeKb(files.reduce((sum, f) => sum + f.size, 0))}
          </span>
          <IconButton
            label="Remove file"
            icon={<Icon icon={X} />}
            onClick={onRemove}
            disabled={disabled}
          />
        </div>
      )}
    </div>
  );
}
