import type { Analysis } from '@shortlist/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { Section } from '../../ui';
import { sampleCandidates, sampleJob, sampleJobProfile } from '../../demo/data/samples';
import { AnalysisResult } from '../analysis/AnalysisResult';
import styles from './landing.module.css';

/**
 * What a recruiter gets, shown rather than described: the demo's sample job and first sample
 * candidate, scored by the real engine (the demo's endpoint; nothing is stored), drawn by the
 * same component as the analysis page. Nothing shows if the engine cannot be reached.
 */
export function SampleAnalysis() {
  const job = sampleJob('');
  const first = sampleCandidates('')[0];
  const analysis = useQuery<Analysis>({
    queryKey: ['sample-analysis'],
    queryFn: () =>
      api.post<Analysis>('/demo/analyze', { job: sampleJobProfile, candidate: first?.profile }),
    staleTime: Infinity,
    retry: false,
  });
  if (!first || analysis.isError) return null;
  return (
    <Section id="sample-title" title="A real analysis" className="sample-analysis">
      <p className={`muted ${styles.sectionLead}`}>
        {first.candidate.name} → {job.title}, scored just now by the same engine you get. The
        candidate is made up; the result is not.
      </p>
      {analysis.data ? (
        <div className={`${styles.sampleAnalysisFrame} analysis`}>
          <AnalysisResult analysis={analysis.data} />
        </div>
      ) : (
        <p className="muted">Scoring the sample...</p>
      )}
    </Section>
  );
}
