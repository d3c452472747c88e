import 'server-only';
import { z } from 'zod';
import { AUTH_PATHS, loginRequestSchema, loginResultSchema } from '@/customs-api/contract/auth';
import { ResultCode } from '@/customs-api/contract/envelope';
import { NO_MENU_PERMISSION, NO_MENU_PERMISSION_MESSAGE } from '@/lib/auth/login-outcome';
import { isCrossSiteWrite } from './csrf';
import { clientIpOf, platformCall, PlatformError } from './platform';
import { badRequest, crossSiteRefused, envelopeResponse, upstreamUnreachable } from './responses';
import { saveSession } from './session';

const browserLoginSchema = loginRequestSchema.omit({ tag: true });


/**
 * Logs in on the platform and keeps the token in the session cookie.
 * The browser gets the user and the module tree, never the token.
 */
export async function login(request: Request): Promise<Response> {
  if (isCrossSiteWrite(request)) return crossSiteRefused();
  const parsed = browserLoginSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return badRequest(z.prettifyError(parsed.error));
  const { captcha, captchaId, ...credentials } = parsed.data;
  const clientIp = clientIpOf(request.headers);
  const query = new URLSearchParams({ captcha, captchaId });

  let result: z.infer<typeof loginResultSchema>;
  try {
    result = await platformCall(
      `${AUTH_PATHS.login}?${query}`,
      { ...credentials, tag: 'admin', captcha, captchaId },
      loginResultSchema,
      { clientIp },
    );
  } catch (error) {
    if (error instanceof PlatformError) return envelopeResponse(error.status === 401 ? 401 : 200, error.code, error.message);
    console.error('[bff] login failed to reach the platform', error);
    return upstreamUnreachable();
  }

  if (result.modules.length === 0) {
    // Spec §5: no modules means no login. Revoke the token the platform just issued.
    await platformCall(AUTH_PATHS.logout, {}, z.unknown(), { token: result.token, clientIp }).catch(() => undefined);
    return envelopeResponse(200, ResultCode.invalid, NO_MENU_PERMISSION_MESSAGE, { reason: NO_MENU_PERMISSION });
  }

  await saveSession({ token: result.token, uuid: result.userInfo.id, memberId: result.userInfo.id, user: result.userInfo });
  return envelopeResponse(200, ResultCode.ok, '', { userInfo: result.userInfo, modules: result.modules });
}
