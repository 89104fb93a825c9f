import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRedis, pingRedis } from './redis';
import { makeCertificates } from './test-fixtures/certificates';
import { freePort, waitForPort } from '@shortlist/test-support';

// A managed Redis over TLS (rediss://) with a certificate from the provider's own CA: a private
// redis-server of this test, TLS-only, on a port of its own. REDIS_CA_FILE makes it verify.

const available =
  spawnSync('redis-server', ['--version']).status === 0 &&
  spawnSync('openssl', ['version']).status === 0;
if (!available) console.warn('[kit] skipping the TLS Redis test: needs redis-server and openssl');

jest.setTimeout(60_000);

(available ? describe : describe.skip)('Redis over TLS with the provider CA', () => {
  let dir: string;
  let server: ChildProcess;
  let url: string;
  let certs: ReturnType<typeof makeCertificates>;
  const before = process.env.REDIS_CA_FILE;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'kit-redis-tls-'));
    certs = makeCertificates(dir, 'provider');
    const port = await freePort();
    server = spawn(
      'redis-server',
      [
        '--port',
        '0',
        '--tls-port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--tls-cert-file',
        certs.cert,
        '--tls-key-file',
        certs.key,
        '--tls-ca-cert-file',
        certs.ca,
        '--tls-auth-clients',
        'no',
      ],
      { stdio: 'ignore' },
    );
    await waitForPort(port);
    url = `rediss://localhost:${port}`;
  });
  afterAll(async () => {
    if (before === undefined) delete process.env.REDIS_CA_FILE;
    else process.env.REDIS_CA_FILE = before;
    server.kill('SIGTERM');
    if (server.exitCode === null) await new Promise((r) => server.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  });

  test('with REDIS_CA_FILE a rediss:// connection verifies and answers', async () => {
    process.env.REDIS_CA_FILE = certs.ca;
    const redis = createRedis(url);
    try {
      await expect(pingRedis(redis)).resolves.toBeUndefined();
    } finally {
      redis.disconnect();
    }
  });

  test('without it the provider certificate is refused', async () => {
    delete process.env.REDIS_CA_FILE;
    const errors: string[] = [];
    const redis = createRedis(url, { maxRetriesPerRequest: 0, retryStrategy: () => null });
    redis.on('error', (err: Error) => errors.push(err.message));
    try {
      await expect(pingRedis(redis)).rejects.toThrow();
      expect(errors.join(' ')).toMatch(/self.signed|unable to verify|certificate/i);
    } finally {
      redis.disconnect();
    }
  });
});
