import { z } from 'zod';

// Fields that several answers carry with one meaning, named once so that they cannot drift apart.
// Spread into a shape where they stand (`...candidateRef`): the place keeps the answer's key order.

/** Which candidate a row is about, and the name it shows for them. */
export const candidateRef = { candidateId: z.string(), candidateName: z.string() };

/** Which job a row or a list is of, and the title it shows. */
export const jobRef = { jobId: z.string(), jobTitle: z.string() };

/** A match score, 0 to 100. */
export const matchPercentage = z.number().int().min(0).max(100);

/** Where a batch of analyses stands: of `total`, how many are `done` and how many `failed`. */
export const batchCounts = {
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
};
