import { hash, verify } from '@node-rs/argon2';

export const hashPassword = (password: string) => hash(password);

let dummyHash: Promise<string> | undefined;

/** Verifies against a real hash, or a dummy one for unknown users so timing does not reveal which usernames exist. */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (passwordHash) return verify(passwordHash, password);
  dummyHash ??= hash('not-a-password');
  await verify(await dummyHash, password);
  return false;
}
