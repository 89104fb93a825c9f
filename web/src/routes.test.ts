import { existsInEveryWorkspace, navLinks, ROUTES } from './routes';

test('every address is listed once', () => {
  const paths = ROUTES.map((r) => r.path);
  expect(new Set(paths).size).toBe(paths.length);
});

test('the top bar links to pages that exist in every workspace, Team only for accounts', () => {
  const signedIn = navLinks(true);
  expect(signedIn.map((l) => l.label)).toContain('Team');
  expect(navLinks(false).map((l) => l.label)).not.toContain('Team');
  for (const link of signedIn) expect(existsInEveryWorkspace(link.to)).toBe(true);
});

test('a job, a candidate and an analysis belong to one workspace', () => {
  expect(existsInEveryWorkspace('/jobs/job-1')).toBe(false);
  expect(existsInEveryWorkspace('/candidates/c-1')).toBe(false);
  expect(existsInEveryWorkspace('/analysis/c-1/job-1')).toBe(false);
  expect(existsInEveryWorkspace('/settings')).toBe(true);
});
