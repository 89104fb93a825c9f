import { pipelineStageLabels, type JobPipeline } from '@shortlist/contracts';
import { toCsv } from '@shortlist/csv';

// The pipeline as a spreadsheet; toCsv keeps formula-like cells (a candidate named "=cmd") text.

export function pipelineCsv(pipeline: JobPipeline): string {
  const header = ['Candidate', 'Stage', 'Score', 'Notes', 'Moved at', 'Candidate id'];
  const rows = pipeline.entries.map((e) => [
    e.candidateName,
    pipelineStageLabels[e.stage],
    e.matchPercentage,
    e.notes,
    e.movedAt,
    e.candidateId,
  ]);
  return toCsv([header, ...rows]);
}

export const pipelineCsvName = (jobId: string) =>
  `pipeline-${jobId.slice(0, 12).replace(/[^\w-]/g, '')}.csv`;
