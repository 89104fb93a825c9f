// Upload pressure (issue #14): the built documents service as its own process, on real
// PostgreSQL and Redis, under the two attacks of the issue.
//  1. 20 concurrent bulk uploads of 95 MB, all from one free account, then from 20 accounts: the
//     process' resident memory (sampled from /proc, and its high-water mark) and the answers,
//     with a signed-in single upload timed while they run.
//  2. Four slow demo PDFs in flight from four visitors: a signed-in upload's time, against the
//     same upload with nothing else running.
// Usage: node scripts/run-ts.mjs bench/upload-pressure.ts [--entry services/documents/dist/main.js]
// (`npm run build` first; --entry runs another build, e.g. an older checkout's, for comparison.)
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, uniqueSuffix } from '@shortlist/kit';
import { createParserPool } from '@shortlist/parsers';
import jwt from 'jsonwebtoken';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { resumePdf, slowPdf } from '@shortlist/test-support';
import { freePorts, repoRoot, startService, stopAll, waitForHttp } from './lib/processes';

const MB = 1024 * 1024;
const option = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};

/** Resident memory of a process, now and its peak so far, in MB (Linux /proc). */
function memory(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1]);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

function sampler(pid: number) {
  let peak = 0;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, memory(pid).rss);
    } catch {
      // The process has gone: the answers will say so.
    }
  }, 25);
  return {
    stop: () => (clearInterval(timer), Math.round(peak)),
  };
}

/** A multipart body of `count` PDFs of about `mbEach` MB: a resume plus an unused random stream. */
async function bulkBody(count: number, mbEach: number) {
  const boundary = `----bench${randomUUID()}`;
  const parts: Buffer[] = [];
  for (let i = 0; i < count; i++) {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    doc.addPage([612, 792]).drawText(`Bench Person ${i}\nSoftware Engineer\nSKILLS\nGo, SQL`, {
      x: 50,
      y: 740,
      size: 11,
      font,
    });
    // Never drawn: only makes the file as large as the attack's.
    doc.context.register(doc.context.stream(randomBytes(mbEach * MB - 4096)));
    const pdf = Buffer.from(await doc.save());
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big-${i}.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      pdf,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

function singleBody(name: string, bytes: Buffer) {
  const boundary = `----bench${randomUUID()}`;
  return {
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** POSTs a body; answers status and time (a reset is status 0). */
function post(url: string, headers: Record<string, string>, body: Buffer) {
  const started = performance.now();
  return new Promise<{ status: number; ms: number }>((resolve) => {
    const req = http.request(url, {
      method: 'POST',
      agent: false,
      headers: { ...headers, 'content-length': String(body.length) },
    });
    const done = (status: number) => resolve({ status, ms: performance.now() - started });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode ?? 0));
      res.on('error', () => done(0));
    });
    req.on('error', () => done(0));
    req.end(body);
  });
}

const tally = (statuses: number[]) =>
  Object.entries(
    statuses.reduce<Record<number, number>>((t, s) => ((t[s] = (t[s] ?? 0) + 1), t), {}),
  )
    .map(([status, n]) => `${n}x ${status === '0' ? 'reset' : status}`)
    .join(', ');

async function main() {
  process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
  const entry = path.relative(
    repoRoot,
    path.resolve(option('entry') ?? path.join(repoRoot, 'services/documents/dist/main.js')),
  );
  const db = await createTestDatabase('bench');
  const [port] = await freePorts(1);
  const keys = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const bearer = (userId: string = randomUUID()) =>
    `Bearer ${jwt.sign({ sub: userId, email: `${userId}@example.com` }, keys.privateKey, {
      algorithm: 'RS256',
      issuer: 'shortlist',
      expiresIn: 3600,
    })}`;
  const documents = startService(entry, {
    DATABASE_URL: db.url ?? '',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `bench-${uniqueSuffix()}`,
    JWT_PUBLIC_KEY: keys.publicKey,
    PORT: String(port),
    DATA_DIR: `/tmp/shortlist-bench-${port}`,
    DEMO_PARSE_PER_HOUR: '1000',
    // Every refused request is a 5xx or 429 it would log; the tables say what happened.
    LOG_LEVEL: 'fatal',
  });
  const base = `http://127.0.0.1:${port}`;
  const pid = documents.pid!;
  try {
    await waitForHttp(`${base}/readyz`);
    console.log(`documents (${entry}) on ${os.cpus().length} cores`);

    // A normal upload first, so the parser threads and the database pool are warm.
    const normal = async (name: string) => {
      const { body, contentType } = singleBody(
        `${name}.pdf`,
        await resumePdf(name, ['Go', 'SQL'], [randomUUID()]),
      );
      return post(
        `${base}/api/candidates`,
        { authorization: bearer(), 'content-type': contentType },
        body,
      );
    };
    await normal('Warm Up');
    const idle = memory(pid).rss;

    // 1. Concurrent 95 MB bulk uploads.
    const bulk = await bulkBody(10, 9.5);
    console.log(
      `\n1. 20 concurrent bulk uploads of ${(bulk.body.length / MB).toFixed(0)} MB (10 PDFs of 9.5 MB)`,
    );
    console.log(`   documents at rest: ${Math.round(idle)} MB resident`);
    const rows: Record<string, unknown>[] = [];
    for (const [label, accounts] of [
      ['one account', () => bearer('bench-one-account')],
      ['20 accounts', () => bearer()],
    ] as const) {
      const sample = sampler(pid);
      const bulks = Array.from({ length: 20 }, () =>
        post(
          `${base}/api/candidates/bulk`,
          { authorization: accounts(), 'content-type': bulk.contentType },
          bulk.body,
        ),
      );
      // A recruiter's ordinary upload while they run.
      await new Promise((r) => setTimeout(r, 500));
      const during = await normal('During Bulk');
      const answers = await Promise.all(bulks);
      rows.push({
        from: label,
        'peak resident MB': sample.stop(),
        answers: tally(answers.map((a) => a.status)),
        'normal upload': `${during.status} in ${Math.round(during.ms)} ms`,
        'slowest bulk s': (Math.max(...answers.map((a) => a.ms)) / 1000).toFixed(1),
      });
    }
    console.table(rows);
    console.log(`   high-water mark of the process: ${Math.round(memory(pid).hwm)} MB resident`);

    // 2. Slow demo PDFs against a signed-in upload.
    const slow = await slowPdf(10, 300_000);
    const pool = createParserPool({ maxThreads: 1, timeoutMs: 300_000 });
    const parseStarted = performance.now();
    await pool.parse(slow, 'slow.pdf').catch(() => undefined);
    const parseMs = performance.now() - parseStarted;
    await pool.close();
    console.log(
      `\n2. Four slow demo PDFs in flight (each ${(slow.length / 1024).toFixed(0)} KB, 10 pages, ` +
        `${(parseMs / 1000).toFixed(1)} s of a parser thread when nothing stops it)`,
    );
    const timeNormal = async (label: string) => {
      // The first is sent while every demo file is in flight; the others follow it.
      const times: number[] = [];
      for (let i = 0; i < 5; i++) times.push((await normal(`${label} ${i}`)).ms);
      const first = Math.round(times[0]!);
      times.sort((a, b) => a - b);
      return { first, median: Math.round(times[2]!), max: Math.round(times[4]!) };
    };
    const quiet = await timeNormal('Quiet');
    const demo = singleBody('slow.pdf', slow);
    const demos = Array.from({ length: 4 }, (_, i) =>
      post(
        `${base}/api/demo/parse?kind=candidate`,
        { 'content-type': demo.contentType, 'x-forwarded-for': `203.0.113.${50 + i}` },
        demo.body,
      ),
    );
    await new Promise((r) => setTimeout(r, 500));
    const busy = await timeNormal('Busy');
    const demoAnswers = await Promise.all(demos);
    console.log('   a signed-in upload of a one-page resume, five in a row:');
    console.table({
      'nothing else running': quiet,
      'four slow demo PDFs in flight': busy,
    });
    console.log(
      `   demo answers: ${tally(demoAnswers.map((a) => a.status))}, ` +
        `slowest ${(Math.max(...demoAnswers.map((a) => a.ms)) / 1000).toFixed(1)} s`,
    );
  } finally {
    await stopAll([documents]);
    await db.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
