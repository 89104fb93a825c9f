import { Client } from './client';
import { startDeployment, type Deployment } from './harness';

jest.setTimeout(120_000);

describe('accounts through the gateway', () => {
  let product: Deployment;
  beforeAll(async () => {
    product = await startDeployment();
  });
  afterAll(() => product.stop());

  test('sign up, log in and read me, as the web app does', async () => {
    const client = new Client(product.url);
    const user = await client.signup('System@Example.com', 'password123', 'Sys Tem');
    const login = await client.call<{ token: string }>('POST', '/api/auth/login', {
      email: 'system@example.com',
      password: 'password123',
    });
    expect(login.status).toBe(200);
    client.token = login.body.token;
    const me = await client.call('GET', '/api/auth/me');
    expect(me.body).toEqual({
      user: { id: user.id, email: 'system@example.com', name: 'Sys Tem' },
    });
  });

  test('the request id sent to the gateway shows up in the service log', async () => {
    const res = await fetch(`${product.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'sys-req-42' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'whatever1' }),
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('x-request-id')).toBe('sys-req-42');
    await new Promise((r) => setTimeout(r, 200));
    const line = product.logs.get('auth')!.find((l) => l.includes('"reqId":"sys-req-42"'));
    expect(line).toContain('/api/auth/login');
  });

  test('internal routes are not reachable through the gateway', async () => {
    const res = await fetch(`${product.url}/internal/jwt-public-key`, {
      headers: { 'x-internal-token': product.env.INTERNAL_TOKEN ?? 'shortlist-dev-internal-token' },
    });
    expect(res.status).toBe(404);
  });
});
