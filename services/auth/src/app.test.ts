import { generateKeyPairSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { startTestAuth } from './test-app';

describe('auth service', () => {
  let t: Awaited<ReturnType<typeof startTestAuth>>;
  beforeAll(async () => {
    t = await startTestAuth({ AUTH_RATE_LIMIT_PER_EMAIL: '5', AUTH_RATE_LIMIT_PER_IP: '1000' });
  });
  afterAll(() => t.close());

  const signup = (email: string, password = 'secret123', name?: string) =>
    request(t.app).post('/api/auth/signup').send({ email, password, name });

  test('signup, login and me round trip', async () => {
    const created = await signup('Ada@Example.com', 'secret123', 'Ada Lovelace');
    expect(created.status).toBe(201);
    expect(created.body.user).toEqual({
      id: expect.any(String),
      email: 'ada@example.com',
      name: 'Ada Lovelace',
    });

    const login = await request(t.app)
      .post('/api/auth/login')
      .send({ email: 'ADA@example.com', password: 'secret123' });
    expect(login.status).toBe(200);
    expect(login.body.user.id).toBe(created.body.user.id);

    const me = await request(t.app)
      .get('/api/auth/me')
      .set('authorization', `Bearer ${login.body.token}`);
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ user: created.body.user });
  });

  test('a name is optional and an empty one is not stored', async () => {
    const res = await signup('noname@example.com', 'secret123', '');
    expect(res.status).toBe(201);
    expect(res.body.user.name).toBeNull();
  });

  test('PATCH /me sets the name, an empty one clears it, and only with a token', async () => {
    const { body } = await signup('rename@example.com');
    expect(body.user.name).toBeNull();
    const patch = (name: unknown, token: string | null = body.token) => {
      const req = request(t.app).patch('/api/auth/me').send({ name });
      return token ? req.set('authorization', `Bearer ${token}`) : req;
    };
    const named = await patch('  Grace Hopper ');
    expect(named.status).toBe(200);
    expect(named.body.user).toEqual({ ...body.user, name: 'Grace Hopper' });
    const me = await request(t.app)
      .get('/api/auth/me')
      .set('authorization', `Bearer ${body.token}`);
    expect(me.body.user.name).toBe('Grace Hopper');
    expect((await patch('')).body.user.name).toBeNull();
    const tooLong = await patch('x'.repeat(101));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toMatch(/at most 100/);
    expect((await patch(42)).status).toBe(400);
    expect((await patch('Mallory', null)).status).toBe(401);
  });

  test('the same email, in any case, cannot sign up twice: it signs in to the one account', async () => {
    const first = await signup('dup@example.com');
    const again = await signup('DUP@example.com');
    expect(again.status).toBe(201);
    expect(again.body.user).toEqual(first.body.user);
    const wrong = await signup('dup@example.com', 'other-password');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: 'Invalid email or password', code: 'unauthorized' });
  });

  test('wrong password and unknown email get the same answer', async () => {
    await signup('grace@example.com');
    const wrong = await request(t.app)
      .post('/api/auth/login')
      .send({ email: 'grace@example.com', password: 'nope-nope' });
    const unknown = await request(t.app)
      .post('/api/auth/login')
      .send({ email: 'nobody@example.com', password: 'nope-nope' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error).toBe('Invalid email or password');
  });

  test.each([
    [{ email: 'not-an-email', password: 'secret123' }, 'email'],
    [{ email: 'short@example.com', password: '12345' }, 'Password must be at least 6 characters'],
    [
      { email: 'long@example.com', password: 'x'.repeat(129) },
      'Password must be at most 128 characters',
    ],
  ])('signup validates %j', async (body, message) => {
    const res = await request(t.app).post('/api/auth/signup').send(body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.error).toContain(message);
  });

  test('malformed JSON is a 400, not a 500', async () => {
    const res = await request(t.app)
      .post('/api/auth/login')
      .set('content-type', 'application/json')
      .send('{"email": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Request body is not valid JSON', code: 'invalid_json' });
  });

  describe('tokens', () => {
    let userId: string;
    beforeAll(async () => {
      userId = (await signup('tokens@example.com')).body.user.id;
    });
    const me = (token?: string) => {
      const req = request(t.app).get('/api/auth/me');
      return token === undefined ? req : req.set('authorization', `Bearer ${token}`);
    };
    const claims = () => ({ sub: userId, email: 'tokens@example.com' });

    test('missing and malformed tokens get 401', async () => {
      expect((await me()).status).toBe(401);
      expect((await me('not.a.jwt')).status).toBe(401);
      expect(
        (await request(t.app).get('/api/auth/me').set('authorization', 'Basic abc')).status,
      ).toBe(401);
    });

    test('an expired token gets 401', async () => {
      const token = jwt.sign(
        { ...claims(), exp: Math.floor(Date.now() / 1000) - 10 },
        t.key.privateKey,
        {
          algorithm: 'RS256',
          issuer: t.config.JWT_ISSUER,
        },
      );
      const res = await me(token);
      expect(res.status).toBe(401);
      expect(res.body.error).toBe('Session expired. Please sign in again.');
    });

    test('a token signed by another key gets 401', async () => {
      const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
      const token = jwt.sign(claims(), other.export({ type: 'pkcs8', format: 'pem' }), {
        algorithm: 'RS256',
        issuer: t.config.JWT_ISSUER,
      });
      expect((await me(token)).status).toBe(401);
    });

    test('a token from another issuer gets 401', async () => {
      const token = jwt.sign(claims(), t.key.privateKey, {
        algorithm: 'RS256',
        issuer: 'someone-else',
      });
      expect((await me(token)).status).toBe(401);
    });

    test('alg none gets 401', async () => {
      const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
      const token = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims(), iss: t.config.JWT_ISSUER })}.`;
      expect((await me(token)).status).toBe(401);
    });

    test('an HMAC token signed with the public key as its secret gets 401', async () => {
      const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
      const { createHmac } = await import('node:crypto');
      const body = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ ...claims(), iss: t.config.JWT_ISSUER, exp: Math.floor(Date.now() / 1000) + 60 })}`;
      const sig = createHmac('sha256', t.key.publicKey).update(body).digest('base64url');
      expect((await me(`${body}.${sig}`)).status).toBe(401);
    });
  });

  test('login is rate limited per email at the configured count', async () => {
    await signup('limited@example.com');
    const attempt = () =>
      request(t.app)
        .post('/api/auth/login')
        .send({ email: 'limited@example.com', password: 'wrong-pass' });
    // The signup above was the email's first attempt: signup and login share one budget per
    // email (a signup with a registered email checks its password), so four logins are left.
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await attempt()).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const blocked = await attempt();
    expect(blocked.body.code).toBe('rate_limited');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  test('signup is rate limited per IP at the configured count', async () => {
    const limited = await startTestAuth({ AUTH_RATE_LIMIT_PER_IP: '3' });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await request(limited.app)
        .post('/api/auth/signup')
        .send({ email: `ip${i}@example.com`, password: 'secret123' });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    await limited.close();
  });

  test('once the per-IP login limit trips, made-up X-Forwarded-For headers do not get past it', async () => {
    // supertest connects from loopback: a client on the LAN of an `npm start` machine.
    const limited = await startTestAuth({ AUTH_RATE_LIMIT_PER_IP: '3' });
    const login = (i: number, forwardedFor?: string) => {
      const req = request(limited.app)
        .post('/api/auth/login')
        .send({ email: `nobody${i}@example.com`, password: 'wrong-pass' });
      return forwardedFor ? req.set('x-forwarded-for', forwardedFor) : req;
    };
    for (let i = 0; i < 3; i++) expect((await login(i)).status).toBe(401);
    const spoofed: number[] = [];
    for (let i = 0; i < 10; i++) {
      const fake = `${10 + i}.${i}.${i * 7}.${i + 1}`;
      spoofed.push((await login(100 + i, fake)).status);
    }
    expect(spoofed).toEqual(Array(10).fill(429));
    await limited.close();
  });

  test('the public key is published on the internal route, to service callers only', async () => {
    expect((await request(t.app).get('/internal/jwt-public-key')).status).toBe(403);
    const res = await request(t.app)
      .get('/internal/jwt-public-key')
      .set('x-internal-token', t.config.INTERNAL_TOKEN);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ publicKey: t.key.publicKey, kid: t.key.kid, algorithm: 'RS256' });
  });

  test('readyz answers 200, then 503 once the database is unreachable', async () => {
    const extra = await startTestAuth();
    expect((await request(extra.app).get('/readyz')).status).toBe(200);
    await extra.database.close();
    const res = await request(extra.app).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body.checks).toContainEqual(
      expect.objectContaining({ name: 'database', ok: false }),
    );
    await extra.close();
  });
});
