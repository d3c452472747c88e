import { constants, generateKeyPairSync, privateDecrypt, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rsaKey } from '../db/schema';

export type PublicKeyInfo = { keyId: string; publicKey: string };

function newKeyPair(now: Date) {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const id = `${now.toISOString().slice(0, 10).replaceAll('-', '')}-${randomBytes(6).toString('hex')}`;
  return { id, publicKeyPem: publicKey, privateKeyPem: privateKey, createdAt: now };
}

async function newestActiveKey(db: Db) {
  const [row] = await db.select().from(rsaKey).where(isNull(rsaKey.retiredAt)).orderBy(desc(rsaKey.createdAt)).limit(1);
  return row;
}

/** Creates the first key pair when none is active (startup). */
export async function ensureKey(db: Db, now: Date): Promise<void> {
  if (!(await newestActiveKey(db))) await db.insert(rsaKey).values(newKeyPair(now));
}

export async function currentPublicKey(db: Db): Promise<PublicKeyInfo | undefined> {
  const row = await newestActiveKey(db);
  return row && { keyId: row.id, publicKey: row.publicKeyPem };
}

/**
 * Serves a new key from now on. The key it replaces stays usable so that a login encrypted
 * just before the rotation still succeeds; keys older than that are retired.
 */
export async function rotateKey(db: Db, now: Date): Promise<PublicKeyInfo> {
  return db.transaction(async (tx) => {
    const previous = await newestActiveKey(tx);
    // Keep creation times strictly increasing: "newest" must be well defined even under a frozen clock.
    const createdAt = previous && previous.createdAt >= now ? new Date(previous.createdAt.getTime() + 1) : now;
    const created = newKeyPair(createdAt);
    await tx.insert(rsaKey).values(created);
    const keep = previous ? ne(rsaKey.id, previous.id) : undefined;
    await tx.update(rsaKey).set({ retiredAt: now }).where(and(isNull(rsaKey.retiredAt), ne(rsaKey.id, created.id), keep));
    return { keyId: created.id, publicKey: created.publicKeyPem };
  });
}

/** Decrypts a base64 RSA-OAEP-SHA-256 ciphertext with the named active key (or the newest); undefined when it cannot. */
export async function decryptPassword(db: Db, ciphertextBase64: string, keyId: string | undefined): Promise<string | undefined> {
  const [row] = keyId
    ? await db.select().from(rsaKey).where(and(eq(rsaKey.id, keyId), isNull(rsaKey.retiredAt))).limit(1)
    : [await newestActiveKey(db)];
  if (!row) return undefined;
  try {
    const plain = privateDecrypt(
      { key: row.privateKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(ciphertextBase64, 'base64'),
    );
    return plain.toString('utf8');
  } catch {
    return undefined;
  }
}
