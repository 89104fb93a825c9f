import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, createMetrics, finishApp } from '@shortlist/kit';
import pino from 'pino';
import request from 'supertest';
import { buildGatewayApp } from './app';
import { loadGatewayConfig } from './config';

// The gateway's /readyz asks each service's /readyz: real services on loopback whose own
// readiness we switch, and one we stop.
const SERVICES = ['auth', 'documents', 'matching', 'billing'] as const;

async function service(name: string, ready: { ok: boolean }) {
  const app = createApp({
    service: name,
    logger: pino({ level: 'silent' }),
    metrics: createMetrics(`${name}_readiness_test`),
    readiness: [
      {
        name: 'database',
        check: async () => {
          if (!ready.ok) throw new Error('database down');
        },
      },
    ],
  });
  const server = createServer(finishApp(app));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('gateway readiness', () => {
  const ready = Object.fromEntries(SERVICES.map((s) => [s, { ok: true }]));
  const servers: Record<string, Server> = {};
  let gateway: ReturnType<typeof buildGatewayApp>['app'];

  beforeAll(async () => {
    const urls: Record<string, string> = {};
    for (const name of SERVICES) {
      const started = await service(name, ready[name]!);
      servers[name] = started.server;
      urls[`${name.toUpperCase()}_URL`] = started.url;
    }
    gateway = buildGatewayApp(loadGatewayConfig(urls), pino({ level: 'silent' })).app;
  });
  afterAll(() => Promise.all(Object.values(servers).map((s) => new Promise((r) => s.close(r)))));

  test('ready when every service behind it is ready', async () => {
    const res = await request(gateway).get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body.checks.map((c: { name: string }) => c.name).sort()).toEqual(
      [...SERVICES].sort(),
    );
  });

  test('503 naming the service while one is not ready, ready again once it is', async () => {
    ready.documents!.ok = false;
    const res = await request(gateway).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body.checks.filter((c: { ok: boolean }) => !c.ok)).toEqual([
      { name: 'documents', ok: false, error: 'documents is not ready (503)' },
    ]);
    ready.documents!.ok = true;
    expect((await request(gateway).get('/readyz')).status).toBe(200);
  });

  test('503 while a service is down', async () => {
    await new Promise((r) => servers.billing!.close(r));
    const res = await request(gateway).get('/readyz');
    expect(res.status).toBe(503);
    const failed = res.body.checks.filter((c: { ok: boolean }) => !c.ok);
    expect(failed.map((c: { name: string }) => c.name)).toEqual(['billing']);
    expect(failed[0].error).toMatch(/^billing does not answer at http:\/\/127\.0\.0\.1:\d+$/);
  });
});
