import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, migrationsFolder, openDatabase } from '@shortlist/kit';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { openAuthDatabase } from './db';
import * as schema from './db/schema';
import { startTestAuth } from './test-app';
import { issueToken } from './tokens';

// Nothing of today's data is lost: every account has a personal workspace whose id is its own,
// whether it signed up after workspaces existed, before the migration, or through older code.

const { users, workspaceMembers, workspaces } = schema;

describe('personal workspaces', () => {
  let t: Awaited<ReturnType<typeof startTestAuth>>;
  beforeAll(async () => {
    t = await startTestAuth({ AUTH_RATE_LIMIT_PER_IP: '1000' });
  });
  afterAll(() => t.close());

  const tokenFor = (user: { id: string; email: string }) =>
    issueToken(user, t.key, { issuer: t.config.JWT_ISSUER, ttlSeconds: 600 });

  async function personalRows(userId: string) {
    const db = t.database.db;
    return {
      workspace: await db.select().from(workspaces).where(eq(workspaces.id, userId)),
      members: await db
        .select({ userId: workspaceMembers.userId, role: workspaceMembers.role })
        .from(workspaceMembers)
        .where(eq(workspaceMembers.workspaceId, userId)),
    };
  }

  test('signup creates the personal workspace with the account', async () => {
    const res = await request(t.app)
      .post('/api/auth/signup')
      .send({ email: 'new@example.com', password: 'secret123' });
    expect(res.status).toBe(201);
    const userId = res.body.user.id;
    // Straight from the database, before anything could create it lazily.
    const rows = await personalRows(userId);
    expect(rows.workspace).toEqual([
      expect.objectContaining({ id: userId, name: 'Personal', personal: true, createdBy: userId }),
    ]);
    expect(rows.members).toEqual([{ userId, role: 'owner' }]);
  });

  test('an account made by older code gets its personal workspace when it lists them', async () => {
    const [old] = await t.database.db
      .insert(users)
      .values({ email: 'old@example.com', passwordHash: 'not-used' })
      .returning();
    expect((await personalRows(old!.id)).workspace).toEqual([]);

    const res = await request(t.app)
      .get('/api/workspaces')
      .set('authorization', `Bearer ${tokenFor(old!)}`);
    expect(res.status).toBe(200);
    expect(res.body.workspaces).toEqual([
      {
        id: old!.id,
        name: 'Personal',
        personal: true,
        role: 'owner',
        createdAt: expect.any(String),
      },
    ]);
    expect((await personalRows(old!.id)).members).toEqual([{ userId: old!.id, role: 'owner' }]);
  });

  test('the internal check knows an older account owns its personal workspace', async () => {
    const [old] = await t.database.db
      .insert(users)
      .values({ email: 'older@example.com', passwordHash: 'not-used' })
      .returning();
    const check = (workspaceId: string, userId: string) =>
      request(t.app)
        .get(`/internal/workspaces/${workspaceId}/members/${userId}`)
        .set('x-internal-token', t.config.INTERNAL_TOKEN);
    expect((await check(old!.id, old!.id)).body).toEqual({ workspaceId: old!.id, role: 'owner' });
    const nobody = '00000000-0000-4000-8000-000000000001';
    expect((await check(nobody, nobody)).status).toBe(404);
  });

  test('a token for an account that no longer exists lists nothing: 401', async () => {
    const ghost = { id: '00000000-0000-4000-8000-000000000002', email: 'ghost@example.com' };
    const res = await request(t.app)
      .get('/api/workspaces')
      .set('authorization', `Bearer ${tokenFor(ghost)}`);
    expect(res.status).toBe(401);
  });
});

test('the migration gives every existing account its personal workspace', async () => {
  const testDb = await createTestDatabase('auth_migration');
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'shortlist-auth-migration-'));
  const dataDir = testDb.url ? undefined : path.join(scratch, 'pglite');
  // The migrations as they were before workspaces: 0000 only.
  const before = path.join(scratch, 'before');
  cpSync(migrationsFolder('@shortlist/auth'), before, { recursive: true });
  const journalFile = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
  journal.entries = journal.entries.filter((e: { tag: string }) => e.tag === '0000_init');
  writeFileSync(journalFile, JSON.stringify(journal));
  try {
    const old = await openDatabase({
      service: 'auth',
      url: testDb.url,
      dataDir,
      schema: { users },
      migrationsFolder: before,
    });
    const existing = await old.db
      .insert(users)
      .values([
        { email: 'named@example.com', name: 'Named', passwordHash: 'x' },
        { email: 'unnamed@example.com', passwordHash: 'x' },
      ])
      .returning({ id: users.id });
    await old.close();

    const upgraded = await openAuthDatabase({ url: testDb.url, dataDir });
    try {
      const rows = await upgraded.db
        .select({
          id: workspaces.id,
          name: workspaces.name,
          personal: workspaces.personal,
          member: workspaceMembers.userId,
          role: workspaceMembers.role,
        })
        .from(workspaces)
        .innerJoin(workspaceMembers, eq(workspaceMembers.workspaceId, workspaces.id));
      expect(rows.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
        existing
          .map(({ id }) => ({ id, name: 'Personal', personal: true, member: id, role: 'owner' }))
          .sort((a, b) => a.id.localeCompare(b.id)),
      );
    } finally {
      await upgraded.close();
    }
  } finally {
    await testDb.drop();
    rmSync(scratch, { recursive: true, force: true });
  }
});
