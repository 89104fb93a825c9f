import { render } from '@testing-library/react';
import { ColumnChart } from './ColumnChart';

test('30 days are labelled every 7 days counting back from today, so no two labels touch', () => {
  const start = Date.UTC(2026, 9, 24);
  const columns = Array.from({ length: 30 }, (_, i) => ({
    date: new Date(start + i * 86_400_000).toISOString().slice(0, 10),
    count: i === 29 ? 3 : 0,
  }));
  const { container } = render(<ColumnChart title="Matches per day" columns={columns} />);
  const labels = [...container.querySelectorAll('.column-labels span')].map((s) => s.textContent);
  expect(labels.filter(Boolean)).toEqual(['10-25', '11-01', '11-08', '11-15', '11-22']);
  expect(labels[labels.length - 1]).toBe('11-22');
  expect(labels[labels.length - 2]).toBe('');
});
