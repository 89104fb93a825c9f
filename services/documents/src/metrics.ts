import { createMetrics, serviceCounter, serviceHistogram } from '@shortlist/kit';

export type UploadKind = 'job' | 'candidate';
export type UploadSource = 'upload' | 'bulk' | 'demo';

/** The kit's HTTP metrics plus what an operator watches on intake. */
export function createDocumentsMetrics() {
  const metrics = createMetrics('documents');
  return {
    ...metrics,
    uploads: serviceCounter(
      metrics,
      'uploads_total',
      'Uploaded files by kind, source (upload, bulk, demo) and result (created, duplicate, or the error code)',
      ['kind', 'source', 'result'],
    ),
    parseDuration: serviceHistogram(
      metrics,
      'parse_duration_seconds',
      'Time to turn an upload into text in the parser pool, by file type and outcome',
      ['file_type', 'result'],
      [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30],
    ),
    storedBytes: serviceCounter(
      metrics,
      'stored_bytes_total',
      'Bytes of original files stored, by kind',
      ['kind'],
    ),
  };
}
export type DocumentsMetrics = ReturnType<typeof createDocumentsMetrics>;
