import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The audit trail is append-only and decisions are taken only by people. Both are promises about
// every code path, so this test reads the service's source: a new UPDATE or DELETE on the trail,
// or a new writer of decisions, fails here until it is argued for.

const SRC = path.resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** Each place the text changes or removes rows of `table` (Drizzle or SQL), as `file: match`. */
function writesTo(
  text: string,
  table: { drizzle: string; sql: string },
  verbs: readonly string[],
): string[] {
  const drizzle = new RegExp(`\\.(${verbs.join('|')})\\(\\s*${table.drizzle}\\b`, 'g');
  const sqlVerbs = verbs.map((v) => (v === 'delete' ? 'delete\\s+from' : v)).join('|');
  const raw = new RegExp(`\\b(${sqlVerbs}|truncate)\\s+("?matching"?\\.)?"?${table.sql}\\b`, 'gi');
  return [...text.matchAll(drizzle), ...text.matchAll(raw)].map((m) => m[0]);
}

const relative = (file: string) => path.relative(SRC, file).split(path.sep).join('/');

const AUDIT = { drizzle: 'auditEvents', sql: 'audit_events' };
const DECISIONS = { drizzle: 'candidateDecisions', sql: 'candidate_decisions' };

describe('the audit trail is append-only', () => {
  test('the detector sees Drizzle and SQL writes', () => {
    const verbs = ['update', 'delete'];
    expect(writesTo('db.update(auditEvents).set({})', AUDIT, verbs)).toHaveLength(1);
    expect(writesTo('tx.delete( auditEvents ).where()', AUDIT, verbs)).toHaveLength(1);
    expect(writesTo('sql`DELETE FROM "matching"."audit_events"`', AUDIT, verbs)).toHaveLength(1);
    expect(writesTo('sql`update matching.audit_events set`', AUDIT, verbs)).toHaveLength(1);
    expect(writesTo('db.insert(auditEvents).values(e)', AUDIT, verbs)).toHaveLength(0);
  });

  test('only the retention purge deletes from it, and only a candidate’s erasure changes it', () => {
    const found = sourceFiles(SRC).flatMap((file) =>
      writesTo(readFileSync(file, 'utf8'), AUDIT, ['update', 'delete']).map(
        (what) => `${relative(file)}: ${what}`,
      ),
    );
    // Erasure (GDPR Art. 17) clears the free-text reasons of that candidate's events, nothing else.
    expect(found.sort()).toEqual([
      'audit/retention.ts: .delete(auditEvents',
      'candidates/erase-candidate.ts: .update(auditEvents',
    ]);
  });

  test('only a recruiter’s decision request writes decisions: no score decides', () => {
    const found = sourceFiles(SRC).flatMap((file) =>
      writesTo(readFileSync(file, 'utf8'), DECISIONS, ['insert', 'update', 'delete']).map(
        (what) => `${relative(file)}: ${what}`,
      ),
    );
    // ...and a candidate's erasure removes theirs.
    expect(found.sort()).toEqual([
      'candidates/erase-candidate.ts: .delete(candidateDecisions',
      'decisions/decisions.ts: .insert(candidateDecisions',
    ]);
  });
});
