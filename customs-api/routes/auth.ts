import { z } from 'zod';
import { AUTH_PATHS, loginRequestSchema, moduleTreeRequestSchema } from '../contract/auth';
import { forbidden } from '../http/errors';
import { route } from '../http/registry';
import { currentPublicKey } from '../services/keys';
import { issueCaptcha } from '../services/captcha';
import { login } from '../services/login';
import { memberHasResource, moduleTreeForMember, PERMISSION_MODULE_CODE } from '../services/modules';
import { revokeToken } from '../services/tokens';

const noBody = z.unknown();

export const authRoutes = [
  route({
    path: AUTH_PATHS.publicKey,
    access: 'public',
    summary: 'RSA-OAEP-SHA-256 public key (SPKI PEM) and its keyId for encrypting the login password',
    body: noBody,
    handle: async ({ ctx }) => currentPublicKey(ctx.db),
  }),
  route({
    path: AUTH_PATHS.captcha,
    access: 'public',
    summary: 'New single-use SVG captcha, valid 2 minutes',
    body: noBody,
    handle: async ({ ctx }) => issueCaptcha(ctx),
  }),
  route({
    path: AUTH_PATHS.login,
    access: 'public',
    summary: 'Login with encrypted password and captcha → token, userInfo, modules',
    body: loginRequestSchema,
    // captcha and captchaId may come in the query string; the body wins when it has them.
    input: (json, query) => ({ captcha: query.captcha, captchaId: query.captchaId, ...(json as object) }),
    handle: async ({ ctx, body, clientAddress }) => login(ctx, body, clientAddress),
  }),
  route({
    path: AUTH_PATHS.logout,
    access: 'authenticated',
    summary: 'Revokes the calling token',
    body: noBody,
    handle: async ({ ctx, session }) => revokeToken(ctx, session.tokenHash),
  }),
  route({
    path: AUTH_PATHS.moduleTree,
    access: 'authenticated',
    summary: "Module tree of a member: one's own, or anyone's with the permission-management module",
    body: moduleTreeRequestSchema,
    handle: async ({ ctx, body, session }) => {
      const memberId = body.data.id;
      if (memberId !== session.member.id && !(await memberHasResource(ctx.db, session.member.id, PERMISSION_MODULE_CODE))) {
        throw forbidden();
      }
      return moduleTreeForMember(ctx.db, memberId);
    },
  }),
];
