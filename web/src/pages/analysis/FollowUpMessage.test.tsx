import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aVerdict } from '../../test/factories';
import { FollowUpMessage } from './FollowUpMessage';

test('a poor fit says why there is no outreach and offers a polite note on request', async () => {
  const onRegenerate = jest.fn(async () => undefined);
  render(
    <FollowUpMessage message="" mustHaves={{ met: 2, total: 9 }} onRegenerate={onRegenerate} />,
  );
  expect(screen.getByText(/Not recommended: 2 of 9 must-haves/)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Write a polite note' }));
  expect(onRegenerate).toHaveBeenCalledTimes(1);
});

test('a written message can be copied and regenerated', () => {
  render(<FollowUpMessage message="Hi Jane, ..." onRegenerate={async () => undefined} />);
  expect(screen.getByText('Hi Jane, ...')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Regenerate' })).toBeTruthy();
});

test('a Partial candidate scored when outreach followed the score offers the message, not a polite note', async () => {
  const onRegenerate = jest.fn(async () => undefined);
  render(<FollowUpMessage message="" verdict={aVerdict()} onRegenerate={onRegenerate} />);
  expect(screen.getByText(/^Partial — missing Kubernetes\. No message was written/)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Write a polite note' })).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Write the message' }));
  expect(onRegenerate).toHaveBeenCalledTimes(1);
});
