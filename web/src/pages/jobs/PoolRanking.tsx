import type { Analysis, PoolPage } from '@shortlist/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { useState, type MouseEvent } from 'react';
import { api, ApiError, messageOf } from '../../api/client';
import { Pager } from '../../components/Pager';
import { ProgressBar } from '../../components/ProgressBar';
import { ScoreBadge } from '../../components/ScoreBadge';
import { SkillList } from '../../components/SkillList';
import { analysisPath } from '../../data/analyses';
import { keys } from '../../data/keys';
import { usePoolRanking } from '../../data/pool';
import { useScope } from '../../data/useScope';
import { Card, CardTitle, ErrorText, Spinner } from '../../ui';
import { TableHead } from '../../components/TableHead';

const PAGE_SIZE = 25;

/**
 * Best candidates for this job from the whole pool, ranked without choosing anyone first. A
 * preview that uses no daily match; opening a candidate shows (or runs) their full analysis.
 */
export function PoolRanking({ jobId }: { jobId: string }) {
  const [page, setPage] = useState(1);
  const pool = usePoolRanking(jobId, page, PAGE_SIZE);
  const open = useOpenAnalysis(jobId);
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
            <TableHead columns={['Rank', 'Candidate', 'Match', 'Top skills', 'Missing', 'Why']} />
            <tbody>
              {p.entries.map((e) => (
                <tr key={e.candidateId}>
                  <td data-label="Rank">{e.rank}</td>
                  <td data-label="Candidate">
                    <Link
                      to={analysisPath(e.candidateId, jobId)}
                      aria-busy={open.opening === e.candidateId || undefined}
                      onClick={(click) => open.onClick(click, e.candidateId)}
                    >
                      {e.candidateName}
                    </Link>
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
      <ErrorText>{open.error}</ErrorText>
      {p && <Pager page={page} pageSize={PAGE_SIZE} total={pageable(p, page)} onPage={setPage} />}
    </Card>
  );
}

/**
 * How far the pager reaches. A pool ranked whole pages through what is ranked. A pool too large to
 * score whole (scope `retrieved`) keeps only the candidates down to the page asked and ranks deeper
 * when a further page is asked, so a full page offers the next one, never past the pool.
 */
export function pageable(p: PoolPage, page: number): number {
  if (p.scope !== 'retrieved') return p.ranked;
  const shown = (page - 1) * p.pageSize + p.entries.length;
  const further = p.entries.length === p.pageSize ? shown + 1 : shown;
  return Math.min(p.total, Math.max(p.ranked, further));
}

/**
 * Opening a candidate of the ranking opens their analysis, and first runs it when the pair was
 * never analysed (a ranking is only a preview): the analysis page then shows it running and its
 * score arriving live. That run takes a daily match, as the card says; a pair already analysed
 * opens as it is and takes none. A click with a modifier (a new tab) is left to the browser.
 */
function useOpenAnalysis(jobId: string) {
  const { scope } = useScope();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [opening, setOpening] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const onClick = (click: MouseEvent, candidateId: string) => {
    if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey)
      return;
    click.preventDefault();
    if (opening) return;
    setOpening(candidateId);
    setError(null);
    const pair = `/analysis/${encodeURIComponent(candidateId)}/${encodeURIComponent(jobId)}`;
    void (async () => {
      try {
        const started = (await analysedBefore(pair)) ? null : await api.post<Analysis>(pair);
        if (started) queryClient.setQueryData(keys.analysis(scope, candidateId, jobId), started);
        navigate(analysisPath(candidateId, jobId));
      } catch (err) {
        setError(messageOf(err, 'The analysis could not be started.'));
      } finally {
        setOpening(null);
      }
    })();
  };
  return { onClick, opening, error };
}

/** Whether the pair has an analysis already (the server answers 404 when it has none). */
async function analysedBefore(pair: string): Promise<boolean> {
  try {
    await api.get<Analysis>(pair);
    return true;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return false;
    throw err;
  }
}
