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

/**
 * Signs up a new email, or, for an email that has an account, signs its owner in: the right
 * password answers as a signup would, a wrong one as a failed login does, so the answer never
 * says whether the email was registered (issue #30, item 10). Either way one argon2 operation
 * runs, so the time does not say it either. `onTaken` hears of a wrong password for an
 * existing account (its owner is told by email).
 */
export async function signUp(
  db: AuthDb,
  input: { email: string; password: string; name?: string },
  onTaken: (user: User) => void,
): Promise<User> {
  const existing = await userByEmail(db, input.email);
  if (existing) return signInExisting(existing, input.password, onTaken);
  const passwordHash = await hash(input.password, ARGON2);
  // The account and its personal workspace exist together or not at all.
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(users)
      .values({ email: input.email, name: input.name ?? null, passwordHash })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (inserted) await addPersonalWorkspace(tx, inserted.id);
    return inserted;
  });
  if (row) return present(row);
  // Another signup for the same email won the race a moment ago.
  const winner = await userByEmail(db, input.email);
  if (!winner) throw conflict('Please try again');
  return signInExisting(winner, input.password, onTaken);
}

async function signInExisting(
  row: UserRow,
  password: string,
  onTaken: (user: User) => void,
): Promise<User> {
  if (await verify(row.passwordHash, password)) return present(row);
  onTaken(present(row));
  throw unauthorized(INVALID_LOGIN);
}

async function userByEmail(db: AuthDb, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function verifyLogin(
  db: AuthDb,
  input: { email: string; password: string },
): Promise<User> {
  const row = await userByEmail(db, input.email);
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
