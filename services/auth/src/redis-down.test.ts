import { spawn, type ChildProcess } from 'node:child_process';
import net, { type AddressInfo } from 'node:net';
import request from 'supertest';
import { startTestAuth } from './test-app';

// Sign-in while Redis is down. The login rate limit lives in Redis; ioredis holds commands in its
// offline queue while it reconnects, so a login used to hang well past 15 s. It must answer at
// once with 503 and a message a person can act on.

jest.setTimeout(30_000);

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 10_000;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return child;
    if (Date.now() > deadline) throw new Error('redis-server did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
}

test('with Redis gone, sign-in answers 503 at once with a clear message, and recovers with it', async () => {
  const port = await freePort();
  let redis = await startRedis(port);
  const t = await startTestAuth({}, { redisUrl: `redis://127.0.0.1:${port}` });
  const login = () =>
    request(t.app)
      .post('/api/auth/login')
      .send({ email: 'ada@example.com', password: 'secret123' });
  try {
    await request(t.app)
      .post('/api/auth/signup')
      .send({ email: 'ada@example.com', password: 'secret123' })
      .expect(201);

    redis.kill('SIGKILL');
    await new Promise((r) => redis.once('exit', r));
    for (let i = 0; i < 3; i++) {
      const started = Date.now();
      const res = await login();
      expect(Date.now() - started).toBeLessThan(3000);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({
        code: 'service_unavailable',
        error: 'Sign-in is temporarily unavailable. Please try again in a minute.',
      });
    }

    redis = await startRedis(port);
    let status = 0;
    for (const deadline = Date.now() + 10_000; status !== 200 && Date.now() < deadline;) {
      status = (await login()).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(200);
  } finally {
    redis.kill('SIGKILL');
    await t.close().catch(() => undefined);
  }
});
