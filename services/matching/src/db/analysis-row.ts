import type { AnalysisEvidence, AnalysisRecord, AnalysisRow } from './schema';

// An analysis's evidence is one packed value (schema.ts: `evidence`); rows scored before it hold
// their breakdown and skills in three columns of their own. The application sees one shape.

/** A stored row as the application reads it, whichever layout it was written in. */
export function analysisRow(record: AnalysisRecord): AnalysisRow {
  const { evidence, legacyBreakdown, legacyTopSkills, legacyMissingSkills, ...row } = record;
  return {
    ...row,
    ...(evidence ?? {
      breakdown: legacyBreakdown ?? [],
      topSkills: legacyTopSkills ?? [],
      missingSkills: legacyMissingSkills ?? [],
    }),
  };
}

export const analysisRows = (records: AnalysisRecord[]): AnalysisRow[] => records.map(analysisRow);

/** The part of an analysis a selection of its columns (`{ id: analyses.id, … }`) reads. */
export type SelectedOf<Selection> = Pick<AnalysisRow, keyof Selection & keyof AnalysisRow>;

/** The evidence as stored: the breakdown first, so the skills after it can refer back to it. */
export const storedEvidence = (result: AnalysisEvidence): AnalysisEvidence => ({
  breakdown: result.breakdown,
  topSkills: result.topSkills,
  missingSkills: result.missingSkills,
  ...(result.gates && { gates: result.gates }),
  ...(result.verdict && { verdict: result.verdict }),
});

/** What a result writes besides its evidence: the older layout's columns emptied. */
export const NO_LEGACY_EVIDENCE = {
  legacyBreakdown: null,
  legacyTopSkills: null,
  legacyMissingSkills: null,
} as const;
