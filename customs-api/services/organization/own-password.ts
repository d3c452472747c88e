import { eq } from 'drizzle-orm';
import type { CustomsApiContext } from '../../context';
import type { ModifyPasswordCount } from '../../contract/organization';
import { member } from '../../db/schema';
import { invalid, userGone } from '../../http/errors';
import { recordAudit } from '../audit';
import { decryptPassword } from '../keys';
import { assertPasswordPolicy, hashPassword, passwordPolicy, passwordStatus, verifyPassword } from '../passwords';
import type { SessionMember } from '../tokens';

async function account(ctx: CustomsApiContext, memberId: string) {
  const [row] = await ctx.db.select().from(member).where(eq(member.id, memberId));
  if (!row) throw userGone();
  return row;
}

export async function modifyPasswordCount(ctx: CustomsApiContext, memberId: string): Promise<ModifyPasswordCount> {
  return passwordStatus(await account(ctx, memberId), await passwordPolicy(ctx.db), ctx.now());
}

/** Changes the caller's own password: both passwords arrive RSA-encrypted like the login's; the old one must match. */
export async function modifyOwnPassword(
  ctx: CustomsApiContext,
  actor: SessionMember,
  request: { oldPassword: string; newPassword: string; keyId?: string },
): Promise<ModifyPasswordCount> {
  const [oldPassword, newPassword] = await Promise.all([decryptPassword(ctx.db, request.oldPassword, request.keyId), decryptPassword(ctx.db, request.newPassword, request.keyId)]);
  if (oldPassword === undefined || newPassword === undefined) throw invalid('登录密钥已更新，请刷新后重试');
  const row = await account(ctx, actor.id);
  if (!(await verifyPassword(row.passwordHash, oldPassword))) throw invalid('原密码错误');
  if (newPassword === oldPassword) throw invalid('新密码不能与原密码相同');
  if (newPassword.toLowerCase().includes(row.username.toLowerCase())) throw invalid('密码不能包含用户名');
  const policy = await passwordPolicy(ctx.db);
  assertPasswordPolicy(newPassword, policy);
  const passwordHash = await hashPassword(newPassword);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx.update(member).set({ passwordHash, mustChangePassword: false, passwordChangedAt: now, updatedAt: now }).where(eq(member.id, actor.id));
    await recordAudit(tx, actor, now, {
      action: 'member.changePassword',
      targetType: 'member',
      targetId: actor.id,
      targetName: row.username,
      before: { mustChangePassword: row.mustChangePassword, passwordChangedAt: row.passwordChangedAt.toISOString() },
      after: { mustChangePassword: false, passwordChangedAt: now.toISOString() },
    });
  });
  return passwordStatus({ mustChangePassword: false, passwordChangedAt: now }, policy, now);
}
