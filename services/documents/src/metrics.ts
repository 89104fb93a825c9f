import { createMetrics } from '@shortlist/kit';
import { Counter, Histogram } from 'prom-client';

export type UploadKind = 'job' | 'candidate';
export type UploadSource = 'upload' | 'bulk' | 'demo';

/** The kit's HTTP metrics plus what an operator watches on intake. */
export function createDocumentsMetrics() {
  const metrics = createMetrics('documents');
  const registers = [metrics.registry];
  return {
    ...metrics,
    uploads: new Counter({
      name: `${metrics.prefix}uploads_total`,
      help: 'Uploaded files by kind, source (upload, bulk, demo) and result (created, duplicate, or the error code)',
      labelNames: ['kind', 'source', 'result'] as const,
      registers,
    }),
    parseDuration: new Histogram({
      name: `${metrics.prefix}parse_duration_seconds`,
      help: 'Time to turn an upload into text in the parser pool, by file type and outcome',
      labelNames: ['file_type', 'result'] as const,
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30],
      registers,
    }),
    storedBytes: new Counter({
      name: `${metrics.prefix}stored_bytes_total`,
      help: 'Bytes of original files stored, by kind',
      labelNames: ['kind'] as const,
      registers,
    }),
  };
}
export type DocumentsMetrics = ReturnType<typeof createDocumentsMetrics>;
