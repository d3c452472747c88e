import type { PasswordPolicy } from '@/customs-api/contract/organization';

const CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/] as const;

/** How many of the four classes (lower, upper, digit, symbol) a password uses. */
export function characterClasses(password: string): number {
  return CLASSES.filter((pattern) => pattern.test(password)).length;
}

export type PasswordProblem = { key: 'tooShort'; min: number } | { key: 'classes'; classes: number } | { key: 'sameAsOld' };

/** What the new password lacks under the policy (the platform checks the same and has the last word). */
export function passwordProblems(password: string, policy: PasswordPolicy, oldPassword?: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < policy.minLength) problems.push({ key: 'tooShort', min: policy.minLength });
  if (characterClasses(password) < policy.requiredClasses) problems.push({ key: 'classes', classes: policy.requiredClasses });
  if (oldPassword !== undefined && password !== '' && password === oldPassword) problems.push({ key: 'sameAsOld' });
  return problems;
}
