import { trackedPage } from './RouteTracker';

test("a shared shortlist's token never reaches analytics; other pages are recorded as they are", () => {
  expect(trackedPage('/share/AbC_123-xyz')).toBe('/share/:token');
  expect(trackedPage('/jobs/5b2f/screen')).toBe('/jobs/5b2f/screen');
});
