import { apiReferenceGaps } from '@shortlist/test-support';
import { startTestBilling } from './test-app';

// The API reference (/api/docs) lists every public route of this service with its request and
// its answer: a route added without documenting it fails here.
test('every public route is in the API reference, and the reference lists no other', async () => {
  const t = await startTestBilling();
  try {
    expect(
      apiReferenceGaps(t.app, ['/api/subscriptions', '/api/webhooks', '/api/billing']),
    ).toEqual({
      undocumented: [],
      gone: [],
    });
  } finally {
    await t.close();
  }
});
