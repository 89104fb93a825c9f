import type { candidateProfile, jobProfile } from '@shortlist/contracts';
import type { CandidateProfile, JobProfile } from '@shortlist/matcher';
import type { z } from 'zod';

// Compile-time only: the internal API's profile schemas (what matching parses) and the matcher's
// types (what is stored) must describe the same records. Drift fails the typecheck here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export const profileContractsAgree: [
  Same<z.infer<typeof candidateProfile>, CandidateProfile>,
  Same<z.infer<typeof jobProfile>, JobProfile>,
] = [true, true];
