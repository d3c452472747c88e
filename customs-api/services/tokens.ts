import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { CustomsApiContext } from '../context';
import { member, sessionToken } from '../db/schema';
import { sessionExpired, userGone } from '../http/errors';
import { sha256 } from './sha256';

const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

export type SessionMember = { id: string; username: string; name: string };
export type Session = { member: SessionMember; tokenHash: string };

/** Opaque random token; only its hash is stored. */
export async function issueToken(ctx: CustomsApiContext, memberId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  await ctx.db.insert(sessionToken).values({
    tokenHash: sha256(token),
    memberId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS),
  });
  return token;
}

/** Missing, unknown, expired or revoked → 401 登录已过期; member deleted or disabled → -1 用户不存在. */
export async function resolveSession(ctx: CustomsApiContext, token: string | undefined): Promise<Session> {
  if (!token) throw sessionExpired();
  const tokenHash = sha256(token);
  const [row] = await ctx.db
    .select({ id: member.id, username: member.username, name: member.name, enabled: member.enabled, deletedAt: member.deletedAt })
    .from(sessionToken)
    .innerJoin(member, eq(member.id, sessionToken.memberId))
    .where(and(eq(sessionToken.tokenHash, tokenHash), isNull(sessionToken.revokedAt), gt(sessionToken.expiresAt, ctx.now())))
    .limit(1);
  if (!row) throw sessionExpired();
  if (!row.enabled || row.deletedAt) throw userGone();
  return { member: { id: row.id, username: row.username, name: row.name }, tokenHash };
}

export async function revokeToken(ctx: CustomsApiContext, tokenHash: string): Promise<void> {
  await ctx.db.update(sessionToken).set({ revokedAt: ctx.now() }).where(eq(sessionToken.tokenHash, tokenHash));
}

/** `X-Authorization: Bearer {token}` → token. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? '');
  return match?.[1];
}
