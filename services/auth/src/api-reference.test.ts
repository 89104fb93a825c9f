import { apiReferenceGaps } from '@shortlist/test-support';
import { startTestAuth } from './test-app';

// The API reference (/api/docs) lists every public route of this service with its request and
// its answer: a route added without documenting it fails here.
test('every public route is in the API reference, and the reference lists no other', async () => {
  const t = await startTestAuth();
  try {
    expect(apiReferenceGaps(t.app, ['/api/auth', '/api/workspaces', '/api/invitations'])).toEqual({
      undocumented: [],
      gone: [],
    });
  } finally {
    await t.close();
  }
});
