import type { Evidence } from '../types';

/** What one part of the score measured; the analysis adds its key, label and weight. */
export interface ComponentResult {
  /** 0..1 */
  value: number;
  summary: string;
  evidence: Evidence[];
}

export type ComponentKey =
  | 'requiredSkills'
  | 'niceToHaveSkills'
  | 'role'
  | 'experience'
  | 'seniority'
  | 'title'
  | 'textRelevance';
