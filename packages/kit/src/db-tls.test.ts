import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from './db';
import { makeCertificates } from './test-fixtures/certificates';
import { freePort } from '@shortlist/test-support';

// A managed PostgreSQL over TLS, with a certificate from the provider's own CA: a private
// PostgreSQL cluster of this test on a port of its own, ssl on and TLS-only, its certificate
// signed by a CA made here. DATABASE_CA_FILE is what makes the connection verify; without it (or
// with another CA) the connection is refused. Never the machine's shared server.

const BIN = '/usr/lib/postgresql/15/bin';
const available =
  existsSync(path.join(BIN, 'initdb')) &&
  spawnSync('openssl', ['version']).status === 0 &&
  spawnSync('id', ['postgres']).status === 0;
if (!available)
  console.warn(
    `[kit] skipping the TLS PostgreSQL test: needs ${BIN}/initdb, openssl and a postgres user`,
  );

jest.setTimeout(90_000);

const asRoot = process.getuid?.() === 0;
/** Runs a PostgreSQL binary as the postgres user (initdb refuses root). */
const pgBin = (tool: string, args: string[]) =>
  asRoot
    ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(BIN, tool), ...args], {
        stdio: 'pipe',
      })
    : execFileSync(path.join(BIN, tool), args, { stdio: 'pipe' });

(available ? describe : describe.skip)('PostgreSQL over TLS with the provider CA', () => {
  let dir: string;
  let url: string;
  let certs: ReturnType<typeof makeCertificates>;
  let otherCa: string;
  const data = () => path.join(dir, 'data');

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'kit-pg-tls-'));
    chmodSync(dir, 0o755);
    certs = makeCertificates(dir, 'provider');
    otherCa = makeCertificates(dir, 'other').ca;
    const port = await freePort();
    if (asRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres']));
      const gid = Number(execFileSync('id', ['-g', 'postgres']));
      chownSync(dir, uid, gid);
      for (const f of [certs.cert, certs.key]) chownSync(f, uid, gid);
    }
    chmodSync(certs.key, 0o600);
    pgBin('initdb', ['-D', data(), '-U', 'postgres', '--auth=trust', '--no-sync']);
    writeFileSync(
      path.join(data(), 'postgresql.auto.conf'),
      [
        `port = ${port}`,
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${dir}'`,
        'ssl = on',
        `ssl_cert_file = '${certs.cert}'`,
        `ssl_key_file = '${certs.key}'`,
        'fsync = off',
      ].join('\n') + '\n',
    );
    // TLS only, as a managed server is.
    writeFileSync(path.join(data(), 'pg_hba.conf'), 'hostssl all all 127.0.0.1/32 trust\n');
    pgBin('pg_ctl', ['-D', data(), '-l', path.join(dir, 'log'), '-w', 'start']);
    url = `postgres://postgres@localhost:${port}/postgres?sslmode=require`;
  });

  afterAll(() => {
    if (existsSync(path.join(data(), 'postmaster.pid')))
      pgBin('pg_ctl', ['-D', data(), '-m', 'immediate', '-w', 'stop']);
    rmSync(dir, { recursive: true, force: true });
  });

  const open = (caFile?: string) =>
    openDatabase({
      service: 'kit_tls_test',
      url,
      caFile,
      schema: {},
      migrationsFolder: emptyMigrations(),
    });

  function emptyMigrations(): string {
    const folder = path.join(dir, 'migrations');
    if (!existsSync(folder)) {
      mkdirSync(path.join(folder, 'meta'), { recursive: true });
      writeFileSync(
        path.join(folder, 'meta', '_journal.json'),
        JSON.stringify({ version: '7', dialect: 'postgresql', entries: [] }),
      );
    }
    return folder;
  }

  test('with DATABASE_CA_FILE the connection is TLS, verified against the provider CA', async () => {
    const database = await open(certs.ca);
    try {
      const result = await database.db.execute(
        sql`select ssl from pg_stat_ssl where pid = pg_backend_pid()`,
      );
      expect((result as unknown as { rows: { ssl: boolean }[] }).rows).toEqual([{ ssl: true }]);
    } finally {
      await database.close();
    }
  });

  test('without the CA, or with another one, sslmode=require refuses the server', async () => {
    await expect(open()).rejects.toThrow(/self.signed|unable to verify|certificate/i);
    await expect(open(otherCa)).rejects.toThrow(/self.signed|unable to verify|certificate/i);
  });
});
