import { PlatformMessage, ResultCode } from '@/customs-api/contract/envelope';
import { UPSTREAM_UNREACHABLE_HEADER } from '@/lib/api/wire';

/** Answers the BFF gives on its own, in the platform's envelope. An empty message lets the browser show its localized catalogue text. */
export function envelopeResponse(status: number, code: number, message: string, data: unknown = null, headers?: HeadersInit): Response {
  return Response.json({ code, message, data }, { status, headers });
}

export const notLoggedIn = () => envelopeResponse(401, ResultCode.unauthorized, PlatformMessage.sessionExpired);
export const crossSiteRefused = () => envelopeResponse(403, ResultCode.forbidden, '');
export const badRequest = (message: string) => envelopeResponse(400, ResultCode.invalid, message);

export const upstreamTimeout = () => envelopeResponse(504, 504, '');
export const upstreamUnreachable = () =>
  envelopeResponse(502, 502, '', null, { [UPSTREAM_UNREACHABLE_HEADER]: '1' });
