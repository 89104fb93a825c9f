import { randomUUID } from 'node:crypto';
import { INTERNAL_TOKEN_HEADER } from '@shortlist/kit';
import request from 'supertest';
import { startTestAuth } from '../test-app';

// Matching sends a recruiter's outreach with their name and Reply-To them (issue #29): it asks
// auth who the member is, with the service credential only.
describe('GET /internal/users/:userId', () => {
  let t: Awaited<ReturnType<typeof startTestAuth>>;
  beforeAll(async () => {
    t = await startTestAuth({ AUTH_RATE_LIMIT_PER_IP: '1000' });
  });
  afterAll(() => t.close());

  const ask = (userId: string, token = t.config.INTERNAL_TOKEN) =>
    request(t.app).get(`/internal/users/${userId}`).set(INTERNAL_TOKEN_HEADER, token);

  test("answers the member's name and address", async () => {
    const signup = await request(t.app)
      .post('/api/auth/signup')
      .send({ email: 'Eve@Agency.test', password: 'secret123', name: 'Eve Recruiter' });
    expect(signup.status).toBe(201);
    const res = await ask(signup.body.user.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: signup.body.user.id,
      email: 'eve@agency.test',
      name: 'Eve Recruiter',
    });
  });

  test('an unknown id or a non-uuid is a 404; without the credential it is refused', async () => {
    expect((await ask(randomUUID())).status).toBe(404);
    expect((await ask('not-a-uuid')).status).toBe(404);
    expect((await ask(randomUUID(), 'wrong-token-wrong-token')).status).toBe(403);
  });
});
