import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { encryptPassword } from './password-crypto';

describe('encryptPassword', () => {
  it('produces base64 RSA-OAEP-SHA-256 ciphertext the platform can decrypt', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const cipher = await encryptPassword('Admin@12345 密码', pem);
    const plain = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(cipher, 'base64'),
    );
    expect(plain.toString('utf8')).toBe('Admin@12345 密码');
  });
});
