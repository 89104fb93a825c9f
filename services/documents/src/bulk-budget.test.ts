import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { bulkAccountBusyMessage, bulkBusyMessage } from './upload/bulk-budget';
import { startTestDocuments, type TestDocuments } from './test-app';
import { resumePdf } from '@shortlist/test-support';
import { listenLocally, multipartBody, startUpload } from './test-http';

jest.setTimeout(60_000);

const MB = 1024 * 1024;

// The attack of issue #14: many large bulk uploads at once, from one account and from several.
// Here the limits are scaled down (4 MB requests, 8 MB in flight) so the test moves little data;
// bench/upload-pressure.ts runs the full-size attack and reports the process' memory.
describe('bulk uploads in flight are bounded', () => {
  let t: TestDocuments;
  let server: Awaited<ReturnType<typeof listenLocally>>;
  const spool = mkdtempSync(path.join(os.tmpdir(), 'shortlist-spool-test-'));
  beforeAll(async () => {
    t = await startTestDocuments({
      BULK_MAX_TOTAL_BYTES: String(4 * MB),
      BULK_INFLIGHT_MAX_BYTES: String(8 * MB),
      BULK_INFLIGHT_MAX_BYTES_PER_ACCOUNT: String(4 * MB),
      UPLOAD_SPOOL_DIR: spool,
    });
    server = await listenLocally(t.app);
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  /** A bulk body of nearly 4 MB: one real resume and a large file that is not a document. */
  const bulkBody = async (name: string) =>
    multipartBody([
      { field: 'files', name: `${name}.pdf`, bytes: await resumePdf(name, ['Go']) },
      { field: 'files', name: 'notes.txt', bytes: randomBytes(3.7 * MB) },
    ]);
  const bulk = async (auth: string, name: string, firstBytes?: number) => {
    const { body, contentType } = await bulkBody(name);
    return startUpload(
      `${server.url}/api/candidates/bulk`,
      { authorization: auth, 'content-type': contentType },
      body,
      firstBytes,
    );
  };
  const spooling = async (n: number) => {
    // Each accepted bulk upload spools into its own folder as soon as its first file arrives.
    while (readdirSync(spool).length < n) await new Promise((r) => setTimeout(r, 20));
  };

  test('past the account and process bounds: 429 and 503 with { error, code }; normal uploads go on', async () => {
    const amy = t.bearer();
    const rory = t.bearer();
    const clara = t.bearer();

    const amyFirst = await bulk(amy, 'Amy Pond', 64 * 1024);
    await spooling(1);
    const amyMore = await Promise.all(
      Array.from({ length: 19 }, async (_, i) => (await bulk(amy, `Amy Copy${i}`)).answer),
    );
    for (const answer of amyMore) {
      expect(answer.status).toBe(429);
      expect(answer.body).toEqual({ error: bulkAccountBusyMessage, code: 'rate_limited' });
      expect(answer.headers['retry-after']).toBeDefined();
    }

    const roryFirst = await bulk(rory, 'Rory Williams', 64 * 1024);
    await spooling(2);
    const claraBulk = await (await bulk(clara, 'Clara Oswald')).answer;
    expect(claraBulk.status).toBe(503);
    expect(claraBulk.body).toMatchObject({ error: bulkBusyMessage, code: 'service_unavailable' });

    // The accounts' ordinary uploads are not held back by the bulk bound.
    const single = await request(t.app)
      .post('/api/candidates')
      .set('authorization', clara)
      .attach('file', await resumePdf('Clara Oswald', ['Rust']), 'clara.pdf');
    expect(single.status).toBe(201);
    expect(single.body.name).toBe('Clara Oswald');

    for (const upload of [amyFirst, roryFirst]) {
      const done = await upload.finish();
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({ created: 1, failed: 1 });
    }
    // Answered uploads give their room back, and their spooled files are gone.
    expect((await (await bulk(clara, 'Clara Again')).answer).status).toBe(200);
    expect(readdirSync(spool)).toEqual([]);
  });
});
