import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFetch } from '../../test/fetch';
import { renderWithProviders, testUser } from '../../test/render';
import { ReadingEditor } from './ReadingEditor';

const reading = {
  schema: 1 as const,
  version: 1,
  roles: ['backend-developer'],
  minYears: 3,
  minYearsSource: '3+ years of experience',
  requirements: [
    {
      id: 'r1',
      kind: 'must' as const,
      skills: ['Python'],
      soft: false,
      weight: 1,
      source: 'Python',
    },
    {
      id: 'r2',
      kind: 'must' as const,
      skills: ['Docker'],
      soft: false,
      weight: 1,
      source: 'Docker',
    },
    {
      id: 'r3',
      kind: 'nice' as const,
      skills: ['Terraform'],
      soft: false,
      weight: 1,
      source: 'Terraform',
    },
  ],
};

const jobPath = '/api/job-descriptions/j1';

test('the recruiter removes, moves and adds requirements, changes the years, saves, and sees the new version', async () => {
  let sent: typeof reading | undefined;
  const calls = installFetch({
    'GET /api/skills': (url) => ({
      body:
        new URL(url, 'http://x').searchParams.get('q') === 'kub' ? ['Kubernetes', 'Kubeflow'] : [],
    }),
    [`PUT ${jobPath}/reading`]: (_url, init) => {
      sent = JSON.parse(String(init.body));
      return { body: { ...sent, version: 2 } };
    },
    [`GET ${jobPath}`]: { body: null },
    [`GET ${jobPath}/reading/history`]: {
      body: [
        {
          version: 2,
          changedBy: testUser.id,
          changedAt: new Date().toISOString(),
          summary: 'Removed Docker',
        },
        {
          version: 1,
          changedBy: null,
          changedAt: new Date().toISOString(),
          summary: 'Read from the ad',
        },
      ],
    },
  });
  renderWithProviders(
    <ReadingEditor jobId="j1" reading={reading} uploadedAt="2026-11-01T00:00:00Z" />,
    { user: testUser },
  );
  expect(screen.getByText(/Version 1/)).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Edit requirements' }));
  fireEvent.click(screen.getByRole('button', { name: 'Remove Docker' }));
  fireEvent.change(screen.getByLabelText('Kind of Terraform'), { target: { value: 'knockout' } });
  fireEvent.change(screen.getByLabelText('Minimum years of experience'), {
    target: { value: '5' },
  });
  fireEvent.change(screen.getByLabelText('Add a requirement'), { target: { value: 'kub' } });
  const suggested = await screen.findByRole('list', { name: 'Suggested skills' });
  fireEvent.click(within(suggested).getByRole('button', { name: 'Add Kubernetes' }));
  expect(screen.getByText('Kubernetes')).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText(/Saved as version 2/);
  expect(calls.some((c) => c.method === 'PUT')).toBe(true);
  expect(sent!.version).toBe(1);
  expect(sent!.minYears).toBe(5);
  // The ad's line for the years no longer says what the recruiter set.
  expect(sent).not.toHaveProperty('minYearsSource');
  expect(sent!.requirements.map((r) => [r.skills[0], r.kind])).toEqual([
    ['Python', 'must'],
    ['Terraform', 'knockout'],
    ['Kubernetes', 'must'],
  ]);

  fireEvent.click(screen.getByRole('button', { name: 'History' }));
  const history = await screen.findByRole('list', { name: 'Versions of this reading' });
  expect(await within(history).findByText('Removed Docker')).toBeTruthy();
  expect(within(history).getByText(/you/)).toBeTruthy();
});

test("the server's reason is shown when a save is refused, and the edit is kept", async () => {
  installFetch({
    [`PUT ${jobPath}/reading`]: {
      status: 409,
      body: {
        error: "This job's reading changed meanwhile (now version 2); reload it and edit again.",
        code: 'conflict',
      },
    },
  });
  renderWithProviders(
    <ReadingEditor jobId="j1" reading={reading} uploadedAt="2026-11-01T00:00:00Z" />,
    { user: testUser },
  );
  fireEvent.click(screen.getByRole('button', { name: 'Edit requirements' }));
  fireEvent.click(screen.getByRole('button', { name: 'Remove Docker' }));
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/changed meanwhile/));
  expect(screen.queryByRole('button', { name: 'Remove Docker' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Remove Python' })).toBeTruthy();
});

test('the recruiter groups alternatives, weighs a must-have, sets the degree, and can split a group again', async () => {
  let sent: typeof reading | undefined;
  installFetch({
    [`PUT ${jobPath}/reading`]: (_url, init) => {
      sent = JSON.parse(String(init.body));
      return { body: { ...sent, version: 2 } };
    },
    [`GET ${jobPath}`]: { body: null },
  });
  renderWithProviders(
    <ReadingEditor jobId="j1" reading={reading} uploadedAt="2026-11-01T00:00:00Z" />,
    { user: testUser },
  );
  fireEvent.click(screen.getByRole('button', { name: 'Edit requirements' }));

  const group = screen.getByRole('button', { name: /Group picked as/ });
  expect((group as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(screen.getByLabelText('Pick Python for a group'));
  fireEvent.click(screen.getByLabelText('Pick Docker for a group'));
  fireEvent.click(group);
  expect(screen.getByText('one of Python, Docker')).toBeTruthy();
  // Split and joined again: ungrouping gives the members back as they were.
  fireEvent.click(screen.getByRole('button', { name: 'Ungroup one of Python, Docker' }));
  expect(screen.getByRole('button', { name: 'Remove Docker' })).toBeTruthy();
  fireEvent.click(screen.getByLabelText('Pick Python for a group'));
  fireEvent.click(screen.getByLabelText('Pick Docker for a group'));
  fireEvent.click(screen.getByRole('button', { name: /Group picked as/ }));

  fireEvent.click(screen.getByRole('button', { name: 'More weight for one of Python, Docker' }));
  fireEvent.click(screen.getByRole('button', { name: 'More weight for one of Python, Docker' }));
  // Nice-to-haves are not weighed against the must-haves.
  expect(screen.queryByRole('button', { name: 'More weight for Terraform' })).toBeNull();
  fireEvent.change(screen.getByLabelText('Degree'), { target: { value: 'master' } });

  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText(/Saved as version 2/);
  expect(sent!.requirements.map((r) => [r.skills, r.kind, r.weight])).toEqual([
    [['Python', 'Docker'], 'must', 2.25],
    [['Terraform'], 'nice', 1],
  ]);
  expect(sent!.requirements[0]!.source).toBe('Python / Docker');
  expect(sent).toMatchObject({ degree: { level: 'master', source: 'Set by the recruiter' } });
});
