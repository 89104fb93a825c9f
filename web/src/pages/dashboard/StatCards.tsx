import { StatCard, StatGrid } from '../../ui';

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
    <StatGrid>
      {cards.map((c) => (
        <StatCard key={c.label} to={c.to} value={c.value} label={c.label} />
      ))}
    </StatGrid>
  );
}
