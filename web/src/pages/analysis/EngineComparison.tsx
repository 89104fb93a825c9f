import type { Analysis, PreviousResult } from '@shortlist/contracts';
import { messageOf } from '../../api/client';
import { scoreTone } from '../../components/format';
import { useEngineRescore } from '../../data/oversight';
import { mustHavesOf } from './AnalysisResult';
import { Button, Card, CardTitle, ErrorText } from '../../ui';

const BAND = { high: 'strong', medium: 'partial', low: 'poor' } as const;

type Side = Pick<
  PreviousResult,
  'matchPercentage' | 'breakdown' | 'topSkills' | 'missingSkills'
> & {
  band: string | null;
  engineVersion?: string | null;
};

/**
 * After an engine upgrade: an analysis scored by an older engine offers a re-score with the
 * current one, which keeps the old result; then both are shown side by side.
 */
export function EngineComparison({ analysis }: { analysis: Analysis }) {
  const rescore = useEngineRescore();
  const current = analysis.currentEngineVersion;
  const outdated = !!current && analysis.engineVersion !== current;
  const previous = analysis.previousResult;
  const compared = previous && previous.engineVersion !== analysis.engineVersion;
  if (!outdated && !compared) return null;

  const now: Side = {
    ...analysis,
    band: analysis.matchPercentage === null ? null : BAND[scoreTone(analysis.matchPercentage)],
  };
  return (
    <Card aria-labelledby="engine-title">
      <CardTitle id="engine-title">
        {compared ? 'Before and after the engine upgrade' : 'Scored by an earlier engine'}
      </CardTitle>
      {outdated && (
        <>
          {/* Here the tag means something to a person: this score predates the current rules. */}
          <p className="muted">
            {analysis.engineVersion
              ? `Scored by engine ${analysis.engineVersion}`
              : 'Scored by an engine of an earlier release'}
          </p>
          <p className="muted">
            The current engine is {current}. Re-scoring keeps this result to compare.
          </p>
          <Button
            variant="secondary"
            disabled={rescore.isPending || rescore.isSuccess}
            onClick={() => rescore.mutate(analysis.id)}
          >
            {rescore.isSuccess ? 'Re-scoring…' : 'Re-score with the current engine'}
          </Button>
          <ErrorText>
            {rescore.isError && messageOf(rescore.error, 'The re-score could not be started.')}
          </ErrorText>
        </>
      )}
      {compared && (
        <div className="table-wrap">
          <table className="table" aria-label="Old and new result">
            <thead>
              <tr>
                <th />
                <th>Before ({previous.engineVersion ?? 'earlier engine'})</th>
                <th>Now ({analysis.engineVersion})</th>
              </tr>
            </thead>
            <tbody>
              <Row
                label="Score"
                get={(s) => (s.matchPercentage === null ? '—' : `${s.matchPercentage}%`)}
                before={previous}
                after={now}
              />
              <Row label="Band" get={(s) => s.band ?? '—'} before={previous} after={now} />
              <Row label="Must-haves met" get={metOf} before={previous} after={now} />
              <Row
                label="Met"
                get={(s) => s.topSkills.join(', ') || '—'}
                before={previous}
                after={now}
              />
              <Row
                label="Missing"
                get={(s) => s.missingSkills.join(', ') || '—'}
                before={previous}
                after={now}
              />
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

function metOf(side: Side): string {
  const m = mustHavesOf(side.breakdown);
  return m ? `${m.met} of ${m.total}` : '—';
}

function Row(props: { label: string; get: (s: Side) => string; before: Side; after: Side }) {
  return (
    <tr>
      <th scope="row">{props.label}</th>
      <td data-label="Before">{props.get(props.before)}</td>
      <td data-label="Now">{props.get(props.after)}</td>
    </tr>
  );
}
