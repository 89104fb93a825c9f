import { z } from 'zod';

// Imports and exports in standard formats (#19): a job from its web address; candidates from
// JSON Resume files or a CSV (with a ZIP of the files it names). The candidates import answers
// a BulkUploadResult, one row per file or CSV line.

export const importJobUrlRequest = z.object({
  url: z
    .string({ error: 'Enter the address of the job page' })
    .trim()
    .min(1, 'Enter the address of the job page')
    .max(2048),
});
export type ImportJobUrlRequest = z.infer<typeof importJobUrlRequest>;

/** The multipart fields the candidates import reads: JSON Resume or CSV files, and a ZIP. */
export const CANDIDATE_IMPORT_FIELDS = ['file', 'files', 'zip'] as const;
