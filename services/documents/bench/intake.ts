// How fast files become records: the documents app in this process on real PostgreSQL and Redis,
// driven over HTTP with the shared fixtures. Single uploads one at a time (latency per type),
// the same with 4 clients at once (throughput), and one bulk request of 50 DOCX resumes.
// Usage: node scripts/run-ts.mjs services/documents/bench/intake.ts
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { testKeys, testServiceParts } from '@shortlist/test-support';
import { buildDocumentsApp } from '../src/app';
import { loadDocumentsConfig } from '../src/config';
import { openDocumentsDatabase } from '../src/db';
import { openParser } from '../src/parser';

const fixtures = path.resolve(
  process.env.SHORTLIST_SHARED_DIR ?? '../shared',
  'fixtures/documents',
);
const filesIn = (sub: string, ext: string) =>
  readdirSync(path.join(fixtures, sub))
    .filter((f) => f.endsWith(ext))
    .sort()
    .map((f) => ({ name: f, bytes: readFileSync(path.join(fixtures, sub, f)) }));

type File = { name: string; bytes: Buffer };

async function main() {
  process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
  const { testDb, redisPrefix, logger, redis } = await testServiceParts('documents', {
    database: 'bench',
    prefix: 'bench',
  });
  const keys = testKeys();
  const config = loadDocumentsConfig({
    REDIS_PREFIX: redisPrefix,
    JWT_PUBLIC_KEY: keys.publicKey,
  });
  const database = await openDocumentsDatabase({ url: testDb.url, dataDir: 'memory://' });
  const parser = openParser(config, logger);
  const server = createServer(buildDocumentsApp({ config, database, redis, parser, logger }));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const bearer = () => `Bearer ${keys.tokenFor(undefined, config.JWT_ISSUER)}`;

  const post = async (route: string, field: string, files: File[], auth: string) => {
    const form = new FormData();
    for (const f of files) form.append(field, new Blob([new Uint8Array(f.bytes)]), f.name);
    const started = performance.now();
    const res = await fetch(`${base}${route}`, {
      method: 'POST',
      body: form,
      headers: { authorization: auth },
    });
    await res.arrayBuffer();
    if (res.status >= 300) throw new Error(`${route} answered ${res.status} for ${files[0]?.name}`);
    return performance.now() - started;
  };

  try {
    const sets: [string, string, File[]][] = [
      ['resume PDFs', '/api/candidates', filesIn('resumes', '.pdf')],
      [
        'job PDFs',
        '/api/job-descriptions',
        [...filesIn('jobs', '.pdf'), ...filesIn('jobs-es', '.pdf')],
      ],
      ['resume DOCX', '/api/candidates', filesIn('resumes-docx', '.docx')],
    ];
    console.log(
      `documents intake on ${os.cpus().length} cores, ${(parser as { threads?: number }).threads ?? '?'} parser threads`,
    );
    const single: Record<string, object> = {};
    for (const [label, route, files] of sets) {
      const auth = bearer();
      await post(route, 'file', files.slice(0, 1), bearer()); // warm the threads
      const times: number[] = [];
      for (const f of files) times.push(await post(route, 'file', [f], auth));
      single[label] = { files: files.length, ...stats(times) };
    }
    console.log('one upload at a time (ms):');
    console.table(single);

    const docx = sets[2]![2];
    const auth = bearer();
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < docx.length) await post('/api/candidates', 'file', [docx[next++]!], auth);
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `4 clients, ${docx.length} DOCX resumes: ${seconds.toFixed(2)} s, ${(docx.length / seconds).toFixed(1)} files/s`,
    );

    const bulkMs = await post('/api/candidates/bulk', 'files', docx.slice(0, 50), bearer());
    console.log(
      `bulk upload of 50 DOCX resumes in one request: ${(bulkMs / 1000).toFixed(2)} s, ${(50 / (bulkMs / 1000)).toFixed(1)} files/s`,
    );
  } finally {
    server.close();
    await parser.close();
    await redis.quit();
    await database.close();
    await testDb.drop();
  }
}

function stats(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!);
  return { p50: at(0.5), p95: at(0.95), max: Math.round(sorted[sorted.length - 1]!) };
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
