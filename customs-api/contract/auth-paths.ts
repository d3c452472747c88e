/**
 * Paths of the platform's auth calls, free of any schema library so that light browser code
 * (the login page) can share them without building the wire schemas of `auth.ts`.
 */
export const AUTH_PATHS = {
  publicKey: '/api/jwt/getPublicKey',
  captcha: '/api/auth/captcha',
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  moduleTree: '/api/auth/resource/queryModulesTreeByMemberId',
} as const;

/** Calls that need no token. */
export const PUBLIC_PLATFORM_PATHS: readonly string[] = [AUTH_PATHS.publicKey, AUTH_PATHS.captcha, AUTH_PATHS.login];
