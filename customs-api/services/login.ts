import { and, eq, isNull } from 'drizzle-orm';
import type { LoginRequest, LoginResult } from '../contract/auth';
import { ResultCode } from '../contract/envelope';
import type { CustomsApiContext } from '../context';
import { member } from '../db/schema';
import { invalid, PlatformError } from '../http/errors';
import { consumeCaptcha } from './captcha';
import { decryptPassword } from './keys';
import { clearUsernameFailures, isLocked, recordFailure } from './lockout';
import { moduleTreeForMember } from './modules';
import { passwordPolicy, passwordStatus, verifyPassword } from './passwords';
import { issueToken } from './tokens';

const badCredentials = () => invalid('用户名或密码错误');
const lockedOut = () => new PlatformError(ResultCode.locked, '登录失败次数过多，请15分钟后再试');

/** Order: captcha, lock, key, credentials, account state. */
export async function login(ctx: CustomsApiContext, request: LoginRequest, clientAddress: string): Promise<LoginResult> {
  if (ctx.captchaEnabled && !(await consumeCaptcha(ctx, request.captchaId, request.captcha))) {
    throw new PlatformError(ResultCode.captcha, '验证码错误或已过期');
  }
  const subject = { username: request.username.trim().toLowerCase(), clientAddress };
  if (await isLocked(ctx, subject)) throw lockedOut();

  const password = await decryptPassword(ctx.db, request.password, request.keyId);
  // Not a password failure: the ciphertext was made with a key we no longer hold.
  if (password === undefined) throw invalid('登录密钥已更新，请刷新后重试');

  const [account] = await ctx.db
    .select()
    .from(member)
    .where(and(eq(member.username, subject.username), isNull(member.deletedAt)))
    .limit(1);
  if (!(await verifyPassword(account?.passwordHash, password)) || !account) {
    if (await recordFailure(ctx, subject)) throw lockedOut();
    throw badCredentials();
  }
  if (!account.enabled) throw invalid('账号已停用');

  await clearUsernameFailures(ctx, subject.username);
  const passwordState = passwordStatus(account, await passwordPolicy(ctx.db), ctx.now());
  return {
    token: await issueToken(ctx, account.id),
    userInfo: {
      id: account.id,
      username: account.username,
      name: account.name,
      mustChangePassword: account.mustChangePassword,
      passwordExpired: passwordState.daysLeft === 0,
    },
    // An empty tree is still a login: the console refuses it and calls logout with this token.
    modules: await moduleTreeForMember(ctx.db, account.id),
  };
}
