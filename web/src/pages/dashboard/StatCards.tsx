import { Link } from 'react-router-dom';

interface StatCardsProps {
  jobs: number;
  candidates: number;
  analyses: number;
}

export function StatCards({ jobs, candidates, analyses }: StatCardsProps) {
  const cards = [
    { label: 'Job Descriptions', value: jobs, to: '/jobs' },
    { label: 'Candidates', value: candidates, to: '/candidates' },
    { label: 'Analyses', value: analyses, to: '/candidates' },
  ];
  return (
    <div className="stat-grid">
      {cards.map((c) => (
        <Link key={c.label} to={c.to} className="card stat-card">
          <span className="stat-value">{c.value}</span>
          <span className="stat-label">{c.label}</span>
        </Link>
      ))}
    </div>
  );
}
