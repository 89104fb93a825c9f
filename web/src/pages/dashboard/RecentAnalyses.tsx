import type { Analysis } from '@shortlist/contracts';
import { Link } from 'react-router-dom';
import { ScoreBadge } from '../../components/ScoreBadge';
import { SkillList } from '../../components/SkillList';
import { analysisPath } from '../../data/analyses';
import { Card, CardHeader, CardLink, CardTitle } from '../../ui';

interface RecentAnalysesProps {
  analyses: Analysis[];
  /** Names from the loaded lists, for list rows that do not embed the candidate and job. */
  candidateName: (id: string) => string | undefined;
  jobTitle: (id: string) => string | undefined;
}

const STATUS_TEXT: Record<Analysis['status'], string> = {
  queued: 'Queued',
  extracting: 'Analyzing...',
  scoring: 'Analyzing...',
  'writing-message': 'Analyzing...',
  completed: '',
  failed: 'Failed',
};

export function RecentAnalyses({ analyses, candidateName, jobTitle }: RecentAnalysesProps) {
  return (
    <Card className="recent" aria-labelledby="recent-title">
      <CardHeader>
        <CardTitle id="recent-title">Recent Analyses</CardTitle>
        <CardLink to="/candidates">View all</CardLink>
      </CardHeader>
      {analyses.length === 0 ? (
        <p className="muted">
          No analyses yet. Pick a job and a candidate above and run your first match.
        </p>
      ) : (
        <ul className="recent-list">
          {analyses.slice(0, 5).map((a) => (
            <li key={a.id}>
              <Link to={analysisPath(a.candidateId, a.jobId)} className="recent-item">
                <span className="recent-names">
                  {a.candidate?.name ??
                    a.candidateName ??
                    candidateName(a.candidateId) ??
                    'Candidate'}{' '}
                  → {a.job?.title ?? a.jobTitle ?? jobTitle(a.jobId) ?? 'Job'}
                </span>
                <SkillList skills={a.topSkills} />
                {a.status === 'completed' && a.matchPercentage !== null ? (
                  <ScoreBadge value={a.matchPercentage} />
                ) : (
                  <span className="status-pill">{STATUS_TEXT[a.status]}</span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
