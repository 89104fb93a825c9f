import { scoreTone } from './format';

export function ScoreBadge({ value }: { value: number }) {
  return <span className={`score-badge score-${scoreTone(value)}`}>{value}%</span>;
}
