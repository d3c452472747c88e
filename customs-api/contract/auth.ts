import { z } from 'zod';

export { AUTH_PATHS, PUBLIC_PLATFORM_PATHS } from './auth-paths';

export const publicKeySchema = z.object({
  /** SPKI PEM of an RSA key for RSA-OAEP with SHA-256. */
  publicKey: z.string().startsWith('-----BEGIN PUBLIC KEY-----'),
  keyId: z.string().min(1),
});
export type PublicKey = z.infer<typeof publicKeySchema>;

export const captchaSchema = z.object({
  captchaId: z.string(),
  /** SVG markup; empty when the check is off. */
  image: z.string(),
  enabled: z.boolean(),
});
export type Captcha = z.infer<typeof captchaSchema>;

export const loginRequestSchema = z.object({
  username: z.string().trim().min(1).max(64),
  /** base64 of RSA-OAEP-SHA-256 ciphertext of the UTF-8 password, made with the key of `keyId`. */
  password: z.string().min(1).max(2048),
  keyId: z.string().optional(),
  tag: z.literal('admin'),
  captcha: z.string().max(16).optional().default(''),
  captchaId: z.string().max(64).optional().default(''),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const userInfoSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  /** After an administrator's reset (or a new account): the console asks for a new password first. Absent = false. */
  mustChangePassword: z.boolean().optional(),
  /** Older than `password.maxAgeDays`: must be changed too. Absent = false. */
  passwordExpired: z.boolean().optional(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const buttonSchema = z.object({ code: z.string(), name: z.string() });
export type ModuleButton = z.infer<typeof buttonSchema>;

export const moduleTypeSchema = z.enum(['MENU', 'BUTTON', 'LINK']);

export type ModuleNode = {
  code: string;
  name: string;
  /** Route path, optionally with a query (`/a/b?x=1`); an http(s) URL for external links; empty for a temporary menu. */
  param: string;
  type: z.infer<typeof moduleTypeSchema>;
  icon: string;
  menus: ModuleNode[];
  buttons: ModuleButton[];
};
export const moduleNodeSchema: z.ZodType<ModuleNode> = z.lazy(() =>
  z.object({
    code: z.string(),
    name: z.string(),
    param: z.string().default(''),
    type: moduleTypeSchema,
    icon: z.string().default(''),
    menus: z.array(moduleNodeSchema).default([]),
    buttons: z.array(buttonSchema).default([]),
  }),
) as z.ZodType<ModuleNode>;
export const moduleTreeSchema = z.array(moduleNodeSchema);

export const loginResultSchema = z.object({
  token: z.string().min(16),
  userInfo: userInfoSchema,
  modules: moduleTreeSchema,
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const moduleTreeRequestSchema = z.object({ data: z.object({ id: z.string().min(1) }) });
