import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// `npm start` and its port: a taken PORT is refused before anything is built or started, with a
// message naming the port; the start line waits for its own gateway to say it is ready.

const ROOT = path.resolve(__dirname, '../..');
const GATEWAY_PORT = pathToFileURL(path.join(ROOT, 'scripts/ports.mjs')).href;

interface GatewayPortModule {
  waitForGateway(base: string, options?: { intervalMs?: number }): Promise<void>;
}
// Jest runs TypeScript as CommonJS; the script is an ES module, loaded as start.mjs loads it.
const load = new Function('url', 'return import(url)') as (
  url: string,
) => Promise<GatewayPortModule>;

const servers: Server[] = [];
afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));

async function serve(handler: Parameters<typeof createServer>[1]): Promise<number> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return (server.address() as AddressInfo).port;
}

test('npm start with PORT taken exits at once, naming the port, having started nothing', async () => {
  const port = await serve((_req, res) => res.end('someone else'));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'start-port-'));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d));
  child.stderr.on('data', (d: Buffer) => (output += d));
  // Bounded so a start that goes on regardless fails here instead of hanging the suite.
  const code = await new Promise<number | string | null>((resolve) => {
    const timer = setTimeout(() => (child.kill('SIGKILL'), resolve('still running')), 20_000);
    child.once('exit', (c) => (clearTimeout(timer), resolve(c)));
  });
  rmSync(dataDir, { recursive: true, force: true });
  expect([code, output]).toEqual([1, expect.stringContaining(`Port ${port} is already in use`)]);
  expect(output).not.toContain('[build]');
  expect(output).not.toContain('Shortlist is running');
}, 30_000);

test('the start line waits for a gateway that is ready, not for anything on the port', async () => {
  const state = { service: 'something-else', ready: false, readyzAsked: 0 };
  const port = await serve((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/healthz') return res.end(JSON.stringify({ service: state.service }));
    state.readyzAsked += 1;
    res.statusCode = state.ready ? 200 : 503;
    res.end(JSON.stringify({ checks: [{ name: 'documents', ok: state.ready }] }));
  });
  const { waitForGateway } = await load(GATEWAY_PORT);
  let resolved = false;
  const waiting = waitForGateway(`http://127.0.0.1:${port}`, { intervalMs: 20 }).then(
    () => (resolved = true),
  );
  const until = async (condition: () => boolean) => {
    while (!condition()) await new Promise((r) => setTimeout(r, 10));
  };
  // Another program answers: readiness is never asked, the wait goes on.
  await new Promise((r) => setTimeout(r, 200));
  expect([resolved, state.readyzAsked]).toEqual([false, 0]);
  // The gateway, not ready yet (a service behind it is still starting).
  state.service = 'gateway';
  await until(() => state.readyzAsked >= 3);
  expect(resolved).toBe(false);
  state.ready = true;
  await waiting;
  expect(resolved).toBe(true);
});
