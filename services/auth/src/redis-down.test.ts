import { startRedisServer } from '@shortlist/test-support';
import request from 'supertest';
import { startTestAuth } from './test-app';

// Sign-in while Redis is down. The login rate limit lives in Redis; ioredis holds commands in its
// offline queue while it reconnects, so a login used to hang well past 15 s. It must answer at
// once with 503 and a message a person can act on.

// Generous: PGlite and a private Redis start inside the test, on a machine shared with other suites.
jest.setTimeout(120_000);

test('with Redis gone, sign-in answers 503 at once with a clear message, and recovers with it', async () => {
  const redis = await startRedisServer();
  const t = await startTestAuth({}, { redisUrl: redis.url });
  const login = () =>
    request(t.app)
      .post('/api/auth/login')
      .send({ email: 'ada@example.com', password: 'secret123' });
  try {
    await request(t.app)
      .post('/api/auth/signup')
      .send({ email: 'ada@example.com', password: 'secret123' })
      .expect(201);

    await redis.stop();
    for (let i = 0; i < 3; i++) {
      const started = Date.now();
      const res = await login();
      // "At once" against the old hang of 15 s and more; loose enough for a loaded machine.
      expect(Date.now() - started).toBeLessThan(8000);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({
        code: 'service_unavailable',
        error: 'Sign-in is temporarily unavailable. Please try again in a minute.',
      });
    }

    await redis.start();
    let status = 0;
    for (const deadline = Date.now() + 10_000; status !== 200 && Date.now() < deadline;) {
      status = (await login()).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(200);
  } finally {
    await redis.close();
    await t.close().catch(() => undefined);
  }
});
