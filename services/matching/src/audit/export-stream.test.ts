import { randomUUID } from 'node:crypto';
import type { AuditExport } from '@shortlist/contracts';
import { storedWorkspaceId } from '@shortlist/kit';
import { parseCsv } from '@shortlist/csv';
import { startMatchingStack, type MatchingStack } from '../test-support/stack';
import { AUDIT_PAGE, auditTrailPages, recordAuditEvents } from './trail';

jest.setTimeout(120_000);

// Issue #30.1: a job with 500 scores answered 404 on its audit export, and the export held every
// event at once. A job with 10,000 scores streams: the rows are read a page at a time and written
// as they are read.

const SCORES = 10_000;

describe('the audit export of a job with many scores', () => {
  let p: MatchingStack;
  const owner = randomUUID();
  const jobId = randomUUID();
  beforeAll(async () => {
    p = await startMatchingStack();
    const at = Date.now() - 60_000;
    const events = Array.from({ length: SCORES }, (_, i) => ({
      ownerId: owner,
      jobId,
      candidateId: randomUUID(),
      kind: 'analysis.scored' as const,
      actorId: owner,
      // Many share a millisecond: the pages must neither skip nor repeat them.
      occurredAt: new Date(at + Math.floor(i / 7)),
      engineVersion: 'test',
      analyzer: 'engine',
      matchPercentage: i % 101,
      band: 'poor',
    }));
    for (let i = 0; i < events.length; i += 2000) {
      await recordAuditEvents(p.matching.database.db, events.slice(i, i + 2000));
    }
  });
  afterAll(() => p.close());

  test('is read a page at a time, every event once, oldest first', async () => {
    const pages = [];
    for await (const page of auditTrailPages(
      p.matching.database.db,
      storedWorkspaceId(owner),
      jobId,
    )) {
      pages.push(page);
    }
    expect(pages.length).toBe(SCORES / AUDIT_PAGE);
    expect(pages.every((page) => page.length <= AUDIT_PAGE)).toBe(true);
    const ids = pages.flat().map((e) => e.id);
    expect(new Set(ids).size).toBe(SCORES);
    const times = pages.flat().map((e) => e.occurredAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  test('streams as JSON and as CSV, every event once', async () => {
    const json = await p.api(owner).get(`/api/analysis/audit?jobId=${jobId}&format=json`);
    expect(json.status).toBe(200);
    // Sent as it is read, not as one body of known length.
    expect(json.headers['transfer-encoding']).toBe('chunked');
    expect(json.headers['content-disposition']).toBe(`attachment; filename="audit-${jobId}.json"`);
    const exported = json.body as AuditExport;
    expect(exported.jobId).toBe(jobId);
    expect(exported.events).toHaveLength(SCORES);
    expect(new Set(exported.events.map((e) => e.id)).size).toBe(SCORES);

    const csv = await p.api(owner).get(`/api/analysis/audit?jobId=${jobId}&format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = parseCsv(csv.text);
    expect(rows[0]?.[0]).toBe('occurredAt');
    expect(rows).toHaveLength(SCORES + 1);
  });

  test('another workspace still gets 404', async () => {
    const foreign = await p.api(randomUUID()).get(`/api/analysis/audit?jobId=${jobId}&format=json`);
    expect(foreign.status).toBe(404);
  });
});
