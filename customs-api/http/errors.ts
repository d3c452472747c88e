import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { PlatformMessage, ResultCode } from '../contract/envelope';

/** A business answer other than success: becomes `{code, message, data: null}` with the given HTTP status. */
export class PlatformError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status: ContentfulStatusCode = 200,
  ) {
    super(message);
  }
}

export const invalid = (message: string) => new PlatformError(ResultCode.invalid, message);
export const sessionExpired = () => new PlatformError(ResultCode.unauthorized, PlatformMessage.sessionExpired, 401);
export const userGone = () => new PlatformError(ResultCode.userGone, PlatformMessage.userGone);
export const forbidden = () => new PlatformError(ResultCode.forbidden, '拒绝访问', 403);
/** Answered to module calls while the member's password change is due; the console shows it as is. */
export const passwordChangeRequired = () => new PlatformError(ResultCode.invalid, '密码已重置或已过期，请先修改密码');
