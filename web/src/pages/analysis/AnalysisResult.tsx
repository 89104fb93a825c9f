import type { Analysis } from '@shortlist/contracts';
import { Chips } from '../../components/Detail';
import { scoreTone } from '../../components/format';
import { Breakdown } from './Breakdown';
import { FollowUpMessage } from './FollowUpMessage';

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
        <section
          className={`card score-card score-${scoreTone(score)}`}
          aria-labelledby="score-title"
        >
          <h2 id="score-title" className="card-title">
            Match Score
          </h2>
          <p className="score-value" data-testid="match-score">
            {score}%
          </p>
          {/* Words as well as colour, so the verdict does not rely on colour vision. */}
          <p className="score-verdict">{VERDICT[scoreTone(score)]}</p>
          {/* Hidden text or lines addressed to a screener: the recruiter must not miss it. */}
          {analysis.analyzerNote && (
            <p className="notice notice-warning" role="note">
              {analysis.analyzerNote}
            </p>
          )}
          {/* Which rules produced the number: the same documents and version score the same. */}
          {analysis.engineVersion && (
            <p className="muted small" data-testid="engine-version">
              Scored by engine {analysis.engineVersion}
            </p>
          )}
          {/* Said only once the reading was corrected: version 1 is the ad as read. */}
          {(analysis.requirementsVersion ?? 1) > 1 && (
            <p className="muted small">
              Scored against version {analysis.requirementsVersion} of the job&apos;s requirements,
              as corrected on the job page.
            </p>
          )}
        </section>
        <section className="card" aria-labelledby="top-title">
          <h2 id="top-title" className="card-title">
            Top Matching Skills
          </h2>
          <Chips items={analysis.topSkills} empty="No matching skills found" />
          <h2 className="card-title">Missing Skills</h2>
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
        </section>
      </div>
      {/* The deliverable first: the message sits right under the score and the skills. */}
      <FollowUpMessage
        message={analysis.generatedMessage}
        mustHaves={mustHavesOf(analysis.breakdown)}
        onRegenerate={onRegenerate}
      />
      <Breakdown components={analysis.breakdown} />
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
