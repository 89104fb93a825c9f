import type { Analysis } from '@shortlist/contracts';
import { Chips } from '../../components/Detail';
import { scoreTone } from '../../components/format';
import { VerdictSummary } from '../../components/verdict/VerdictSummary';
import { Breakdown } from './Breakdown';
import { FollowUpMessage } from './FollowUpMessage';
import { VerdictDetail } from './VerdictDetail';
import { Card, CardTitle, Notice } from '../../ui';
import styles from './AnalysisResult.module.css';

/** The band of an analysis scored before the verdict existed: from the percentage alone. */
const VERDICT = { high: 'Strong match', medium: 'Possible match', low: 'Weak match' } as const;

interface AnalysisResultProps {
  analysis: Analysis;
  onRegenerate?: () => Promise<unknown>;
}

export function AnalysisResult({ analysis, onRegenerate }: AnalysisResultProps) {
  const score = analysis.matchPercentage ?? 0;
  return (
    <>
      <div className="result-grid">
        <Card className={`score-panel score-${scoreTone(score)}`} aria-labelledby="score-title">
          <CardTitle id="score-title">Match Score</CardTitle>
          <p className="score-value" data-testid="match-score">
            {score}%
          </p>
          {/* Words as well as colour, so the verdict does not rely on colour vision. The band
              follows what is met (the verdict) when there is one. */}
          {analysis.verdict ? (
            <VerdictSummary verdict={analysis.verdict} />
          ) : (
            <p className="score-verdict">{VERDICT[scoreTone(score)]}</p>
          )}
          {/* Hidden text or lines addressed to a screener: the recruiter must not miss it. */}
          {analysis.analyzerNote && (
            <Notice tone="warning" role="note">
              {analysis.analyzerNote}
            </Notice>
          )}
          {/* Said only once the reading was corrected: version 1 is the ad as read. */}
          {(analysis.requirementsVersion ?? 1) > 1 && (
            <p className="muted small">
              Scored against version {analysis.requirementsVersion} of the job&apos;s requirements,
              as corrected on the job page.
            </p>
          )}
        </Card>
        <Card aria-labelledby="top-title">
          <CardTitle id="top-title">Top Matching Skills</CardTitle>
          <Chips items={analysis.topSkills} empty="No matching skills found" />
          <CardTitle>Missing Skills</CardTitle>
          {analysis.missingSkills.length === 0 ? (
            <p className="status-success">No critical skills missing!</p>
          ) : (
            <ul className="chips chips-wrap">
              {analysis.missingSkills.map((s) => (
                <li key={s} className="chip chip-missing">
                  {s}
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      <div className={analysis.verdict ? styles.verdictAndMessage : undefined}>
        {/* Each requirement and gate the verdict counts, with the resume's line. */}
        {analysis.verdict && <VerdictDetail verdict={analysis.verdict} gates={analysis.gates} />}
        <FollowUpMessage
          message={analysis.generatedMessage}
          mustHaves={mustHavesOf(analysis.breakdown)}
          verdict={analysis.verdict ?? null}
          onRegenerate={onRegenerate}
        />
      </div>
      <Breakdown components={analysis.breakdown} engineVersion={analysis.engineVersion} />
    </>
  );
}

/** Met and total must-haves, from the requirement component of the breakdown. */
export function mustHavesOf(
  breakdown: Analysis['breakdown'],
): { met: number; total: number } | undefined {
  const component = breakdown.find((b) => b.key === 'requiredSkills');
  return component?.met !== undefined && component.total !== undefined
    ? { met: component.met, total: component.total }
    : undefined;
}
