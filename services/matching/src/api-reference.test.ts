import { createLogger } from '@shortlist/kit';
import { apiReferenceGaps, testKeys } from '@shortlist/test-support';
import { buildMatchingApp } from './app';
import { startTestMatching } from './test-app';
import { connectServices } from './wiring';

// The API reference (/api/docs) lists every public route of this service with its request and
// its answer: a route added without documenting it fails here.
test('every public route is in the API reference, and the reference lists no other', async () => {
  const t = await startTestMatching({}, testKeys());
  try {
    // The express app itself: the test server's request listener is Socket.IO's.
    const app = buildMatchingApp({
      ...t,
      logger: createLogger('matching', 'silent'),
      ...connectServices(t.config, t.redis),
    });
    expect(apiReferenceGaps(app, ['/api/analysis', '/api/demo/analyze', '/api/shared'])).toEqual({
      undocumented: [],
      gone: [],
    });
  } finally {
    await t.close();
  }
});
