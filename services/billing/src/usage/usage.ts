import {
  BULK_SCREENING_UPGRADE_MESSAGE,
  DAILY_LIMIT_MESSAGE,
  type PlanName,
  type Usage,
} from '@shortlist/contracts';
import { AppError, conflict } from '@shortlist/kit';
import { and, eq, sql } from 'drizzle-orm';
import { localDay, type Clock } from '../clock';
import type { BillingDb } from '../db';
import { dailyUsage, usageLedger } from '../db/schema';
import { planOf } from '../subscriptions/plans';

// Daily matches. The limit is enforced by one conditional upsert on the (user, day) counter row,
// in the same transaction as the ledger insert whose unique (user, key) makes a consume
// idempotent: concurrent consumes queue on the row lock, and a refused one rolls its ledger entry
// back. Nothing here reads-then-writes the count.

export interface UsageDeps {
  db: BillingDb;
  clock: Clock;
  timeZone: string;
  freeDailyMatches: number;
}

const limitReached = () => new AppError('limit_reached', DAILY_LIMIT_MESSAGE);

export function presentUsage(plan: PlanName, used: number, freeDailyMatches: number): Usage {
  switch (plan) {
    case 'pro':
      return { dailyMatches: { used, limit: -1, remaining: -1 } };
    case 'free':
      return {
        dailyMatches: {
          used,
          limit: freeDailyMatches,
          remaining: Math.max(0, freeDailyMatches - used),
        },
      };
  }
}

async function usedOn(db: BillingDb, userId: string, day: string): Promise<number> {
  const [row] = await db
    .select({ used: dailyUsage.used })
    .from(dailyUsage)
    .where(and(eq(dailyUsage.userId, userId), eq(dailyUsage.day, day)));
  return row?.used ?? 0;
}

/** Today's usage (in USAGE_TIMEZONE) and the user's limit. */
export async function usageOf(deps: UsageDeps, userId: string): Promise<Usage> {
  const now = deps.clock();
  const [plan, used] = await Promise.all([
    planOf(deps.db, userId, now),
    usedOn(deps.db, userId, localDay(now, deps.timeZone)),
  ]);
  return presentUsage(plan, used, deps.freeDailyMatches);
}

/**
 * Takes `count` of today's matches under `key`, or refuses with limit_reached. The same key again
 * takes nothing and answers as before; a key that was refunded cannot be used again.
 */
export async function consumeDailyMatch(
  deps: UsageDeps,
  input: { userId: string; key: string; count: number },
): Promise<{ newlyConsumed: boolean; plan: PlanName; usage: Usage }> {
  const { db } = deps;
  const now = deps.clock();
  const day = localDay(now, deps.timeZone);
  const plan = await planOf(db, input.userId, now);
  const limit = plan === 'pro' ? null : deps.freeDailyMatches;

  const used = await db.transaction(async (tx) => {
    const [entry] = await tx
      .insert(usageLedger)
      .values({
        userId: input.userId,
        key: input.key,
        kind: 'consume',
        day,
        units: input.count,
        at: now,
      })
      .onConflictDoNothing({ target: [usageLedger.userId, usageLedger.key, usageLedger.kind] })
      .returning({ id: usageLedger.id });
    if (!entry) return null;
    if (limit !== null && input.count > limit) throw limitReached();
    const [row] = await tx
      .insert(dailyUsage)
      .values({ userId: input.userId, day, used: input.count })
      .onConflictDoUpdate({
        target: [dailyUsage.userId, dailyUsage.day],
        set: { used: sql`${dailyUsage.used} + ${input.count}` },
        setWhere: limit === null ? undefined : sql`${dailyUsage.used} + ${input.count} <= ${limit}`,
      })
      .returning({ used: dailyUsage.used });
    // No row: the counter is at the limit; throwing rolls the ledger entry back with it.
    if (!row) throw limitReached();
    return row.used;
  });

  if (used === null) {
    if (await wasRefunded(db, input.userId, input.key)) {
      throw conflict('This usage key was refunded; consume under a new key');
    }
    return { newlyConsumed: false, plan, usage: await usageOf(deps, input.userId) };
  }
  return { newlyConsumed: true, plan, usage: presentUsage(plan, used, deps.freeDailyMatches) };
}

/**
 * Records one match per key for bulk screening, a Pro feature: free accounts are refused whole.
 * Keys sent before are not counted again.
 */
export async function consumeMatches(
  deps: UsageDeps,
  input: { userId: string; keys: string[] },
): Promise<{ newlyConsumed: number; usage: Usage }> {
  const now = deps.clock();
  const day = localDay(now, deps.timeZone);
  if ((await planOf(deps.db, input.userId, now)) !== 'pro') {
    throw new AppError('upgrade_required', BULK_SCREENING_UPGRADE_MESSAGE);
  }
  const keys = [...new Set(input.keys)];
  const newlyConsumed = await deps.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(usageLedger)
      .values(
        keys.map((key) => ({ userId: input.userId, key, kind: 'consume' as const, day, at: now })),
      )
      .onConflictDoNothing({ target: [usageLedger.userId, usageLedger.key, usageLedger.kind] })
      .returning({ id: usageLedger.id });
    if (inserted.length > 0) {
      await tx
        .insert(dailyUsage)
        .values({ userId: input.userId, day, used: inserted.length })
        .onConflictDoUpdate({
          target: [dailyUsage.userId, dailyUsage.day],
          set: { used: sql`${dailyUsage.used} + ${inserted.length}` },
        });
    }
    return inserted.length;
  });
  return { newlyConsumed, usage: await usageOf(deps, input.userId) };
}

/**
 * Gives back the matches taken under `key` to the day they were taken from (an analysis that
 * failed for good). A key is refunded at most once; an unknown key refunds nothing.
 */
export async function refundMatch(
  deps: UsageDeps,
  input: { userId: string; key: string },
): Promise<{ refunded: boolean; usage: Usage }> {
  const refunded = await deps.db.transaction(async (tx) => {
    const [consumed] = await tx
      .select({ day: usageLedger.day, units: usageLedger.units })
      .from(usageLedger)
      .where(ledgerEntry(input.userId, input.key, 'consume'));
    if (!consumed) return false;
    const [entry] = await tx
      .insert(usageLedger)
      .values({
        ...input,
        kind: 'refund',
        day: consumed.day,
        units: consumed.units,
        at: deps.clock(),
      })
      .onConflictDoNothing({ target: [usageLedger.userId, usageLedger.key, usageLedger.kind] })
      .returning({ id: usageLedger.id });
    if (!entry) return false;
    await tx
      .update(dailyUsage)
      .set({ used: sql`greatest(${dailyUsage.used} - ${consumed.units}, 0)` })
      .where(and(eq(dailyUsage.userId, input.userId), eq(dailyUsage.day, consumed.day)));
    return true;
  });
  return { refunded, usage: await usageOf(deps, input.userId) };
}

async function wasRefunded(db: BillingDb, userId: string, key: string): Promise<boolean> {
  const rows = await db
    .select({ id: usageLedger.id })
    .from(usageLedger)
    .where(ledgerEntry(userId, key, 'refund'));
  return rows.length > 0;
}

const ledgerEntry = (userId: string, key: string, kind: 'consume' | 'refund') =>
  and(eq(usageLedger.userId, userId), eq(usageLedger.key, key), eq(usageLedger.kind, kind));
