import 'server-only';
import { z } from 'zod';
import { AUTH_PATHS } from '@/customs-api/contract/auth';
import { ResultCode } from '@/customs-api/contract/envelope';
import { isCrossSiteWrite } from './csrf';
import { platformCall } from './platform';
import { crossSiteRefused, envelopeResponse } from './responses';
import { destroySession, readSession } from './session';

/** Revokes the token on the platform (best effort) and always clears the console session. */
export async function logout(request: Request): Promise<Response> {
  if (isCrossSiteWrite(request)) return crossSiteRefused();
  const session = await readSession();
  if (session) {
    await platformCall(AUTH_PATHS.logout, {}, z.unknown(), { token: session.token }).catch((error) =>
      console.warn('[bff] platform logout failed; the console session is cleared anyway', error),
    );
  }
  await destroySession();
  return envelopeResponse(200, ResultCode.ok, '');
}
