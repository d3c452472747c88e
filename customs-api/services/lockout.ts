import { and, count, eq, gt, inArray } from 'drizzle-orm';
import type { CustomsApiContext } from '../context';
import { loginFailure, loginLock } from '../db/schema';

const WINDOW_MS = 15 * 60 * 1000;
const LOCK_MS = 15 * 60 * 1000;
const MAX_FAILURES_PER_USERNAME = 5;
const MAX_FAILURES_PER_ADDRESS = 20;

export type LoginSubject = { username: string; clientAddress: string };

const subjects = ({ username, clientAddress }: LoginSubject) => [`username:${username}`, `address:${clientAddress}`];

export async function isLocked(ctx: CustomsApiContext, subject: LoginSubject): Promise<boolean> {
  const [lock] = await ctx.db
    .select({ subject: loginLock.subject })
    .from(loginLock)
    .where(and(inArray(loginLock.subject, subjects(subject)), gt(loginLock.lockedUntil, ctx.now())))
    .limit(1);
  return lock !== undefined;
}

/** Records a failed password; returns true when this failure locks the username or the address. */
export async function recordFailure(ctx: CustomsApiContext, subject: LoginSubject): Promise<boolean> {
  const now = ctx.now();
  const since = new Date(now.getTime() - WINDOW_MS);
  await ctx.db.insert(loginFailure).values({ ...subject, failedAt: now });
  const checks = [
    { key: `username:${subject.username}`, column: loginFailure.username, value: subject.username, max: MAX_FAILURES_PER_USERNAME },
    { key: `address:${subject.clientAddress}`, column: loginFailure.clientAddress, value: subject.clientAddress, max: MAX_FAILURES_PER_ADDRESS },
  ];
  let locked = false;
  for (const check of checks) {
    const [row] = await ctx.db
      .select({ failures: count() })
      .from(loginFailure)
      .where(and(eq(check.column, check.value), gt(loginFailure.failedAt, since)));
    if ((row?.failures ?? 0) < check.max) continue;
    const lockedUntil = new Date(now.getTime() + LOCK_MS);
    await ctx.db.insert(loginLock).values({ subject: check.key, lockedUntil }).onConflictDoUpdate({ target: loginLock.subject, set: { lockedUntil } });
    // The lock now carries the penalty; counting restarts when it ends.
    await ctx.db.delete(loginFailure).where(eq(check.column, check.value));
    locked = true;
  }
  return locked;
}

/** A successful login forgives the username's earlier failures (not the address's). */
export async function clearUsernameFailures(ctx: CustomsApiContext, username: string): Promise<void> {
  await ctx.db.delete(loginFailure).where(eq(loginFailure.username, username));
}

const usernameSubject = (username: string) => `username:${username}`;

/** Usernames (of those given) locked now, with the end of their lock. */
export async function usernameLocks(ctx: CustomsApiContext, usernames: readonly string[]): Promise<Map<string, Date>> {
  if (usernames.length === 0) return new Map();
  const rows = await ctx.db
    .select()
    .from(loginLock)
    .where(and(inArray(loginLock.subject, usernames.map(usernameSubject)), gt(loginLock.lockedUntil, ctx.now())));
  return new Map(rows.map((row) => [row.subject.slice('username:'.length), row.lockedUntil]));
}

/** An administrator's unlock: ends the username's lock and forgives its failures (address locks stay). */
export async function unlockUsername(ctx: CustomsApiContext, username: string): Promise<void> {
  await ctx.db.delete(loginLock).where(eq(loginLock.subject, usernameSubject(username)));
  await clearUsernameFailures(ctx, username);
}
