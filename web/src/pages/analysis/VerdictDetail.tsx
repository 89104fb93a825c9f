import type { GateCheckRecord, RequirementVerdict, Verdict } from '@shortlist/contracts';
import { TONE } from '../../components/verdict/tone';
import { Card, CardTitle } from '../../ui';
import styles from './VerdictDetail.module.css';

// Each requirement of the job with its state (met / partly / not found) and the resume's line,
// then the gates with theirs (issue #33, item 3): what the verdict beside the percentage counts.

const REQUIREMENT_STATE: Record<RequirementVerdict['state'], string> = {
  met: 'met',
  partly: 'partly',
  notFound: 'not found',
};
const GATE_STATE: Record<GateCheckRecord['state'], string> = {
  met: 'met',
  notMet: 'not met',
  unknown: 'unknown',
};

function Requirements({ items, title }: { items: RequirementVerdict[]; title: string }) {
  if (items.length === 0) return null;
  return (
    <>
      <h3 className={styles.heading}>{title}</h3>
      <ul className={styles.list}>
        {items.map((r, i) => (
          <li key={`${r.requirement}-${i}`} className={styles.item}>
            <span className={`${styles.state} ${TONE[r.state]}`}>{REQUIREMENT_STATE[r.state]}</span>
            <span className={styles.what}>{r.requirement}</span>
            {r.evidence && <q className={styles.line}>{r.evidence}</q>}
          </li>
        ))}
      </ul>
    </>
  );
}

export function VerdictDetail({
  verdict,
  gates = [],
}: {
  verdict: Verdict;
  /** The gate checks, for the resume line that decides each gate. */
  gates?: GateCheckRecord[];
}) {
  const must = verdict.requirements.filter((r) => r.importance === 'must');
  const nice = verdict.requirements.filter((r) => r.importance === 'nice');
  const lineOf = (kind: GateCheckRecord['kind']) =>
    gates.find((g) => g.kind === kind && g.resumeLine)?.resumeLine;
  return (
    <Card aria-labelledby="requirements-title">
      <CardTitle id="requirements-title">Requirements</CardTitle>
      <Requirements
        items={must}
        title={`Must-haves: ${verdict.mustMet} of ${verdict.mustTotal} met`}
      />
      <Requirements
        items={nice}
        title={`Nice-to-haves: ${verdict.niceMet} of ${verdict.niceTotal} met`}
      />
      {verdict.gates.length > 0 && (
        <>
          <h3 className={styles.heading}>Gates (never in the percentage)</h3>
          <ul className={styles.list}>
            {verdict.gates.map((g) => {
              const line = lineOf(g.kind);
              return (
                <li key={g.label} className={styles.item}>
                  <span className={`${styles.state} ${TONE[g.state]}`}>{GATE_STATE[g.state]}</span>
                  <span className={styles.what}>{g.label}</span>
                  {line && <q className={styles.line}>{line}</q>}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Card>
  );
}
