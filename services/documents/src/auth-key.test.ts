import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestAuth } from '@shortlist/auth/testing';
import request from 'supertest';
import { startTestDocuments, type TestDocuments } from './test-app';
import { resumePdf } from '@shortlist/test-support';

// Without JWT_PUBLIC_KEY (how npm start and the system tests run), documents fetches auth's public
// key from auth's internal route and verifies auth's real tokens with it.
jest.setTimeout(60_000);

describe('tokens issued by the real auth service', () => {
  let auth: Awaited<ReturnType<typeof startTestAuth>>;
  let server: Server;
  let t: TestDocuments;
  beforeAll(async () => {
    auth = await startTestAuth();
    server = createServer(auth.app);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    t = await startTestDocuments({
      AUTH_URL: `http://127.0.0.1:${port}`,
      JWT_PUBLIC_KEY: '',
      INTERNAL_TOKEN: auth.config.INTERNAL_TOKEN,
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((r) => server.close(r));
    await auth.close();
  });

  test('a signed-up user uploads and lists with the token auth gave them', async () => {
    const signup = await request(auth.app)
      .post('/api/auth/signup')
      .send({ email: 'recruiter@example.com', password: 'secret123' });
    const bearer = `Bearer ${signup.body.token}`;
    const upload = await request(t.app)
      .post('/api/candidates')
      .set('authorization', bearer)
      .attach('file', await resumePdf('Martha Jones', ['Python']), 'martha.pdf');
    expect(upload.status).toBe(201);
    const list = await request(t.app).get('/api/candidates').set('authorization', bearer);
    expect(list.body.map((c: { name: string }) => c.name)).toEqual(['Martha Jones']);
  });

  test('a token signed with any other key is refused', async () => {
    const res = await request(t.app).get('/api/candidates').set('authorization', t.bearer());
    expect(res.status).toBe(401);
  });
});
