import { hash, verify } from '@node-rs/argon2';
import type { User } from '@shortlist/contracts';
import { AppError, conflict, unauthorized } from '@shortlist/kit';
import { eq } from 'drizzle-orm';
import type { AuthDb } from './db';
import { users, type UserRow } from './db/schema';
import { addPersonalWorkspace } from './workspaces/store';

// OWASP's argon2id baseline: 19 MiB of memory, 2 iterations, 1 lane. (@node-rs/argon2 defaults to
// argon2id; its Algorithm enum is a const enum that isolated modules cannot read.)
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const INVALID_LOGIN = 'Invalid email or password';

// Verified against when the email is unknown, so both failures take the same time.
let dummyHash: Promise<string> | undefined;

export async function createUser(
  db: AuthDb,
  input: { email: string; password: string; name?: string },
): Promise<User> {
  const passwordHash = await hash(input.password, ARGON2);
  // The account and its personal workspace exist together or not at all.
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(users)
      .values({ email: input.email, name: input.name ?? null, passwordHash })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!inserted) throw conflict('An account with this email already exists');
    await addPersonalWorkspace(tx, inserted.id);
    return inserted;
  });
  return present(row);
}

export async function verifyLogin(
  db: AuthDb,
  input: { email: string; password: string },
): Promise<User> {
  const [row] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
  if (!row) {
    dummyHash ??= hash('not-a-real-password', ARGON2);
    await verify(await dummyHash, input.password);
    throw unauthorized(INVALID_LOGIN);
  }
  const ok = await verify(row.passwordHash, input.password);
  if (!ok) throw unauthorized(INVALID_LOGIN);
  return present(row);
}

export async function findUser(db: AuthDb, id: string): Promise<User> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw new AppError('unauthorized', 'Account no longer exists');
  return present(row);
}

export async function renameUser(db: AuthDb, id: string, name: string | null): Promise<User> {
  const [row] = await db.update(users).set({ name }).where(eq(users.id, id)).returning();
  if (!row) throw new AppError('unauthorized', 'Account no longer exists');
  return present(row);
}

const present = (row: UserRow): User => ({ id: row.id, email: row.email, name: row.name });
