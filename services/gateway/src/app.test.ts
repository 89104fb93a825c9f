import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { checkoutDir, createApp, createMetrics, finishApp } from '@shortlist/kit';
import pino from 'pino';
import request from 'supertest';
import { buildGatewayApp } from './app';
import { loadGatewayConfig } from './config';

// Real upstream services on loopback: each answers who it is, the path it got and the request id,
// and logs through the kit's access log into memory, as a real service would.
async function upstream(name: string) {
  const lines: string[] = [];
  const logger = pino(
    { base: { service: name } },
    new Writable({ write: (chunk, _enc, cb) => (lines.push(String(chunk)), cb()) }),
  );
  // As under npm start: a service believes the gateway on loopback about who the client is.
  const app = createApp({
    service: name,
    logger,
    metrics: createMetrics(`${name}_test`),
    trustProxy: 'loopback',
  });
  app.all(/.*/, (req, res) => {
    res.json({
      service: name,
      path: req.originalUrl,
      requestId: req.headers['x-request-id'],
      ip: req.ip,
    });
  });
  const server = createServer(finishApp(app));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, url, lines };
}

describe('gateway', () => {
  const servers: Server[] = [];
  let app: ReturnType<typeof buildGatewayApp>['app'];
  let metricsApp: ReturnType<typeof buildGatewayApp>['metricsApp'];
  let logs: Record<string, string[]>;
  let webDist: string;
  let authUrl: string;

  beforeAll(async () => {
    const [auth, documents, matching] = await Promise.all(
      ['auth', 'documents', 'matching'].map(upstream),
    );
    servers.push(auth!.server, documents!.server, matching!.server);
    logs = { auth: auth!.lines, documents: documents!.lines, matching: matching!.lines };
    webDist = mkdtempSync(path.join(os.tmpdir(), 'shortlist-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Shortlist app</title>');
    const config = loadGatewayConfig({
      AUTH_URL: auth!.url,
      DOCUMENTS_URL: documents!.url,
      MATCHING_URL: matching!.url,
      // Nothing listens here: billing stands for a service that is down or not built yet.
      BILLING_URL: 'http://127.0.0.1:9',
      WEB_DIST: webDist,
    });
    ({ app, metricsApp } = buildGatewayApp(config, pino({ level: 'silent' })));
    authUrl = auth!.url;
  });
  afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));

  test.each([
    ['/api/auth/login', 'auth'],
    ['/api/job-descriptions', 'documents'],
    ['/api/job-descriptions/abc', 'documents'],
    ['/api/candidates/bulk', 'documents'],
    ['/api/demo/parse?kind=job', 'documents'],
    ['/api/skills?q=kub', 'documents'],
    ['/api/analysis', 'matching'],
    ['/api/analysis/batch/b1.csv', 'matching'],
    ['/api/demo/analyze', 'matching'],
  ])('%s goes to %s, path unchanged', async (url, service) => {
    const res = await request(app).get(url);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expect.objectContaining({ service, path: url }));
  });

  test('a prefix matches whole segments only', async () => {
    const res = await request(app).get('/api/authority');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not_found');
  });

  test('a service that is down answers 503 with an error body', async () => {
    const res = await request(app).get('/api/subscriptions/usage');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      error: 'The billing service is unavailable. Please try again shortly.',
      code: 'service_unavailable',
    });
  });

  test('/internal is never proxied', async () => {
    for (const url of ['/internal/jwt-public-key', '/internal/documents/x', '/api/../internal/x']) {
      const res = await request(app).get(url);
      expect(res.status).toBe(404);
      expect(res.body.service).toBeUndefined();
    }
  });

  test('the request id sent to the gateway reaches the service and its log', async () => {
    const res = await request(app).get('/api/auth/me').set('x-request-id', 'req-test-12345');
    expect(res.headers['x-request-id']).toBe('req-test-12345');
    expect(res.body.requestId).toBe('req-test-12345');
    const line = logs.auth!.map((l) => JSON.parse(l)).find((l) => l.reqId === 'req-test-12345');
    expect(line).toEqual(
      expect.objectContaining({ msg: 'request', url: '/api/auth/me', status: 200 }),
    );
  });

  test('a client cannot choose the address the services see (X-Forwarded-For from a LAN client)', async () => {
    // supertest connects from 127.0.0.1, as a client on the LAN would from a private address.
    const seen = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const res = await request(app)
        .post('/api/auth/login')
        .set('x-forwarded-for', `203.0.113.${i}, 10.0.0.${i}`);
      seen.add(res.body.ip);
    }
    expect([...seen]).toEqual([expect.stringMatching(/^(::ffff:)?127\.0\.0\.1$|^::1$/)]);
  });

  test('behind a configured proxy (TRUST_PROXY) the forwarded client address is passed on', async () => {
    const behindProxy = buildGatewayApp(
      loadGatewayConfig({ AUTH_URL: authUrl, TRUST_PROXY: 'loopback', WEB_DIST: webDist }),
      pino({ level: 'silent' }),
    ).app;
    const res = await request(behindProxy)
      .post('/api/auth/login')
      .set('x-forwarded-for', '198.51.100.7');
    expect(res.body.ip).toBe('198.51.100.7');
  });

  test('a request id is made when none is sent', async () => {
    const res = await request(app).get('/api/auth/me');
    expect(res.body.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  test.each(['/help', '/faq', '/ai-resume-matching', '/terms'])(
    '%s redirects to /dashboard with 301',
    async (url) => {
      const res = await request(app).get(url);
      expect(res.status).toBe(301);
      expect(res.headers.location).toBe('/dashboard');
    },
  );

  test('app routes get the web app, unknown API routes get JSON', async () => {
    const page = await request(app).get('/analysis/c1/j1').set('accept', 'text/html');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Shortlist app');
    const api = await request(app).get('/api/nothing-here');
    expect(api.status).toBe(404);
    expect(api.body.code).toBe('not_found');
  });

  test('a shared shortlist page sends no referrer and asks not to be indexed', async () => {
    const shared = await request(app).get('/share/AbC_123').set('accept', 'text/html');
    expect(shared.status).toBe(200);
    expect(shared.headers['referrer-policy']).toBe('no-referrer');
    expect(shared.headers['x-robots-tag']).toContain('noindex');
    const other = await request(app).get('/jobs').set('accept', 'text/html');
    expect(other.headers['x-robots-tag']).toBeUndefined();
  });

  test('WEB_DIST relative to the checkout (as web/dist is written) serves the app from anywhere', async () => {
    const relative = path.relative(checkoutDir(), webDist);
    expect(path.isAbsolute(relative)).toBe(false);
    const started = process.cwd();
    process.chdir(os.tmpdir());
    try {
      const config = loadGatewayConfig({ WEB_DIST: relative });
      const gateway = buildGatewayApp(config, pino({ level: 'silent' })).app;
      const page = await request(gateway).get('/jobs').set('accept', 'text/html');
      expect([page.status, page.text]).toEqual([200, expect.stringContaining('Shortlist app')]);
    } finally {
      process.chdir(started);
    }
  });

  test('a missing asset answers 404 and logs no error; a present one is served', async () => {
    mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    writeFileSync(path.join(webDist, 'assets', 'app-1.js'), 'console.log(1)');
    const lines: string[] = [];
    const logger = pino(new Writable({ write: (c, _e, cb) => (lines.push(String(c)), cb()) }));
    const gateway = buildGatewayApp(loadGatewayConfig({ WEB_DIST: webDist }), logger).app;
    expect((await request(gateway).get('/assets/app-1.js')).status).toBe(200);
    for (const url of ['/assets/app-0.js', '/assets/../../etc/passwd', '/assets/']) {
      const res = await request(gateway).get(url).set('accept', 'text/html,*/*');
      expect([url, res.status, res.body.code]).toEqual([url, 404, 'not_found']);
    }
    const levels = lines.map((l) => (JSON.parse(l) as { level: number }).level);
    expect(levels.filter((level) => level >= 50)).toEqual([]);
  });

  test('health and readiness on the public port; metrics only on the metrics listener', async () => {
    expect((await request(app).get('/healthz')).body).toEqual({ status: 'ok', service: 'gateway' });
    // Billing is down in this suite, so the gateway is not ready (readiness.test.ts has the rest).
    const readiness = await request(app).get('/readyz');
    expect(readiness.status).toBe(503);
    expect(readiness.body.checks.filter((c: { ok: boolean }) => !c.ok)).toEqual([
      expect.objectContaining({ name: 'billing', ok: false }),
    ]);
    // What anyone on the internet gets for /metrics, however they ask.
    for (const accept of ['text/plain', 'application/json', 'text/html', '*/*']) {
      const outside = await request(app).get('/metrics').set('accept', accept);
      expect([accept, outside.text]).not.toEqual([accept, expect.stringContaining('shortlist_')]);
    }
    const metrics = await request(metricsApp).get('/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.text).toContain('shortlist_gateway_http_request_duration_seconds');
    expect((await request(metricsApp).get('/api/auth/me')).status).toBe(404);
  });
});
