import { Check, Circle } from 'lucide-react';
import { Card, CardTitle, Icon } from '../../ui';
/** Shown when only one of the two document kinds exists: what is done, what is left. */
export function AlmostThere({ hasJob, hasCandidate }: { hasJob: boolean; hasCandidate: boolean }) {
  const items = [
    { label: 'Job Description', done: hasJob },
    { label: 'Candidate Resume', done: hasCandidate },
  ];
  return (
    <Card className="almost" aria-labelledby="almost-title">
      <CardTitle id="almost-title">Almost there!</CardTitle>
      <p className="muted">Upload both to run your first match.</p>
      <ul className="checklist">
        {items.map((i) => (
          <li key={i.label} className={i.done ? 'done' : 'todo'}>
            <Icon icon={i.done ? Check : Circle} size={14} /> {i.label}
            <span className="visually-hidden">{i.done ? ' (done)' : ' (to do)'}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
