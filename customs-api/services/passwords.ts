import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_POLICY_KEYS, type ModifyPasswordCount, type PasswordPolicy } from '../contract/organization';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { member } from '../db/schema';
import { invalid } from '../http/errors';
import { systemParams } from './system-params';

export const hashPassword = (password: string) => hash(password);

let dummyHash: Promise<string> | undefined;

/** Verifies against a real hash, or a dummy one for unknown users so timing does not reveal which usernames exist. */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (passwordHash) return verify(passwordHash, password);
  dummyHash ??= hash('not-a-password');
  await verify(await dummyHash, password);
  return false;
}

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = { minLength: 8, requiredClasses: 3, maxAgeDays: 90 };

/** The policy from system parameters; a missing or unreadable value falls back to its default. */
export async function passwordPolicy(db: Db): Promise<PasswordPolicy> {
  const params = new Map((await systemParams(db, Object.values(PASSWORD_POLICY_KEYS))).map((param) => [param.key, param.value]));
  const read = (key: keyof PasswordPolicy, min: number, max: number) => {
    const value = Number(params.get(PASSWORD_POLICY_KEYS[key]));
    return Number.isInteger(value) && value >= min && value <= max ? value : DEFAULT_PASSWORD_POLICY[key];
  };
  return { minLength: read('minLength', 4, 128), requiredClasses: read('requiredClasses', 1, 4), maxAgeDays: read('maxAgeDays', 0, 3650) };
}

const CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/];

/** Why the password breaks the policy (Chinese, shown to the user), or null when it complies. */
export function passwordProblem(password: string, policy: PasswordPolicy): string | null {
  if (password.length < policy.minLength) return `密码长度不能少于${policy.minLength}位`;
  if (password.length > 128) return '密码长度不能超过128位';
  const classes = CLASSES.filter((pattern) => pattern.test(password)).length;
  if (classes < policy.requiredClasses) return `密码需包含小写字母、大写字母、数字、符号中的至少${policy.requiredClasses}类`;
  return null;
}

export function assertPasswordPolicy(password: string, policy: PasswordPolicy): void {
  const problem = passwordProblem(password, policy);
  if (problem) throw invalid(problem);
}

const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '@#$%&*+=?';

/** A random temporary password with all four classes and no look-alike characters: 12 characters, or the policy's minimum if longer. */
export function temporaryPassword(policy: PasswordPolicy): string {
  const length = Math.max(12, Math.min(policy.minLength, 64));
  const all = LOWER + UPPER + DIGITS + SYMBOLS;
  const pick = (set: string) => set[randomInt(set.length)] ?? 'x';
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SYMBOLS)];
  while (chars.length < length) chars.push(pick(all));
  for (let index = chars.length - 1; index > 0; index--) {
    const other = randomInt(index + 1);
    [chars[index], chars[other]] = [chars[other] as string, chars[index] as string];
  }
  return chars.join('');
}

const DAY_MS = 86_400_000;

/** Whether the member must change the password now, and why; days left before expiry otherwise. */
export function passwordStatus(account: { mustChangePassword: boolean; passwordChangedAt: Date }, policy: PasswordPolicy, now: Date): ModifyPasswordCount {
  const daysSinceChange = Math.max(0, Math.floor((now.getTime() - account.passwordChangedAt.getTime()) / DAY_MS));
  const expires = policy.maxAgeDays > 0;
  const daysLeft = expires ? Math.max(0, policy.maxAgeDays - daysSinceChange) : null;
  const expired = expires && daysSinceChange >= policy.maxAgeDays;
  const reason = account.mustChangePassword ? 'reset' : expired ? 'expired' : null;
  return { mustChange: reason !== null, reason, daysSinceChange, maxAgeDays: policy.maxAgeDays, daysLeft };
}

/** Whether the member must change the password before anything else (after a reset, or past the policy's age). */
export async function passwordChangeDue(db: Db, memberId: string, now: Date): Promise<boolean> {
  const [account] = await db.select({ mustChangePassword: member.mustChangePassword, passwordChangedAt: member.passwordChangedAt }).from(member).where(eq(member.id, memberId));
  if (!account) return false;
  if (account.mustChangePassword) return true;
  return passwordStatus(account, await passwordPolicy(db), now).mustChange;
}
