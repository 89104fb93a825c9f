import { eventually, startTestSmtp, type TestSmtp } from '@shortlist/test-support';
import request from 'supertest';
import { startTestAuth } from './test-app';

// Signup must not tell a stranger which emails have accounts (issue #30, item 10). A new email
// gets an account; an existing one is treated as a sign-in: the right password signs its owner
// in, a wrong one gets exactly the login's failure, and the owner is told by email.
describe('signup with an email that has an account', () => {
  let smtp: TestSmtp;
  let t: Awaited<ReturnType<typeof startTestAuth>>;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await startTestAuth({
      ...smtp.env,
      AUTH_RATE_LIMIT_PER_EMAIL: '4',
      AUTH_RATE_LIMIT_PER_IP: '1000',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const signup = (email: string, password: string) =>
    request(t.app).post('/api/auth/signup').send({ email, password });
  const login = (email: string, password: string) =>
    request(t.app).post('/api/auth/login').send({ email, password });

  test('a wrong password gets the login failure, never "already exists"; the owner is told', async () => {
    expect((await signup('owner@example.com', 'secret123')).status).toBe(201);

    const taken = await signup('Owner@Example.com', 'guess-guess');
    const unknownLogin = await login('nobody@example.com', 'guess-guess');
    expect(taken.status).toBe(401);
    expect(taken.body).toEqual(unknownLogin.body);
    expect(taken.body.error).toBe('Invalid email or password');

    const mail = await eventually(async () =>
      smtp.received.find((m) => m.envelopeTo.includes('owner@example.com')),
    );
    expect(mail.envelopeTo).toEqual(['owner@example.com']);
    expect(mail.subject).toMatch(/sign-up/i);
    expect(mail.text).toMatch(/already has an account/);
  });

  test('the right password signs the owner in, as the same account', async () => {
    const created = await signup('again@example.com', 'secret123');
    const again = await signup('again@example.com', 'secret123');
    expect(again.status).toBe(201);
    expect(again.body.user).toEqual(created.body.user);
    const me = await request(t.app)
      .get('/api/auth/me')
      .set('authorization', `Bearer ${again.body.token}`);
    expect(me.body.user.id).toBe(created.body.user.id);
  });

  test('rate limits stay: the same email is slowed down after its attempts', async () => {
    await signup('limited@example.com', 'secret123');
    for (let i = 0; i < 3; i++) await signup('limited@example.com', `guess-${i}-guess`);
    expect((await signup('limited@example.com', 'guess-last')).status).toBe(429);
  });

  test('signup and login draw on one budget per email, so neither adds guesses to the other', async () => {
    await signup('shared@example.com', 'secret123');
    for (let i = 0; i < 2; i++) await login('shared@example.com', `guess-${i}-guess`);
    await signup('shared@example.com', 'guess-2-guess');
    expect((await login('shared@example.com', 'secret123')).status).toBe(429);
    expect((await signup('shared@example.com', 'secret123')).status).toBe(429);
  });
});
