import { Link } from 'react-router-dom';
import { useState } from 'react';
import { Pager } from '../../components/Pager';
import { ProgressBar } from '../../components/ProgressBar';
import { ScoreBadge } from '../../components/ScoreBadge';
import { SkillList } from '../../components/SkillList';
import { analysisPath } from '../../data/analyses';
import { usePoolRanking } from '../../data/pool';
import { Card, CardTitle, Spinner } from '../../ui';

const PAGE_SIZE = 25;

/**
 * Best candidates for this job from the whole pool, ranked without choosing anyone first. A
 * preview that uses no daily match; opening a candidate shows (or runs) their full analysis.
 */
export function PoolRanking({ jobId }: { jobId: string }) {
  const [page, setPage] = useState(1);
  const pool = usePoolRanking(jobId, page, PAGE_SIZE);
  const p = pool.data;
  return (
    <Card aria-labelledby="pool-ranking-title">
      <CardTitle id="pool-ranking-title">Best candidates from your pool</CardTitle>
      <p className="muted">
        Every candidate you have uploaded, ranked for this job. Ranking uses no daily match; opening
        a candidate runs their full analysis.
      </p>
      {pool.isLoading && <Spinner label="Ranking your candidates..." />}
      {pool.isError && <p className="error-text">The ranking could not be loaded.</p>}
      {p && p.total === 0 && <p className="muted">Upload resumes to see them ranked here.</p>}
      {p && p.pending > 0 && (
        <ProgressBar value={p.ranked} max={p.total} label="Candidates ranked so far" />
      )}
      {p && p.pending > 0 && (
        <p className="muted" aria-live="polite">
          Ranked {p.ranked} of {p.total} candidates...
        </p>
      )}
      {p && p.entries.length > 0 && (
        <div className="table-wrap">
          <table className="table" aria-label="Candidates ranked for this job">
            <thead>
              <tr>
                <th scope="col">Rank</th>
                <th scope="col">Candidate</th>
                <th scope="col">Match</th>
                <th scope="col">Top skills</th>
                <th scope="col">Missing</th>
                <th scope="col">Why</th>
              </tr>
            </thead>
            <tbody>
              {p.entries.map((e) => (
                <tr key={e.candidateId}>
                  <td data-label="Rank">{e.rank}</td>
                  <td data-label="Candidate">
                    <Link to={analysisPath(e.candidateId, jobId)}>{e.candidateName}</Link>
                  </td>
                  <td data-label="Match">
                    <ScoreBadge value={e.matchPercentage} />
                  </td>
                  <td data-label="Top skills">
                    <SkillList skills={e.topSkills} />
                  </td>
                  <td data-label="Missing">
                    <SkillList skills={e.missingSkills} missing empty="None" />
                  </td>
                  <td data-label="Why">
                    <details>
                      <summary>Evidence</summary>
                      <ul>
                        {e.breakdown.map((b) => (
                          <li key={b.key}>
                            <strong>{b.label}:</strong> {b.summary}
                          </li>
                        ))}
                      </ul>
                    </details>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {p && <Pager page={page} pageSize={PAGE_SIZE} total={p.ranked} onPage={setPage} />}
    </Card>
  );
}
