/**
 * The password leaves the browser only as RSA-OAEP-SHA-256 ciphertext made with the platform's
 * public key (WebCrypto; needs a secure context: HTTPS or localhost).
 */
export async function encryptPassword(password: string, publicKeyPem: string): Promise<string> {
  const body = publicKeyPem.replace(/-----(BEGIN|END) PUBLIC KEY-----|\s+/g, '');
  const der = Uint8Array.from(atob(body), (char) => char.charCodeAt(0));
  const key = await crypto.subtle.importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(password)));
  let binary = '';
  for (const byte of cipher) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function canEncrypt(): boolean {
  return typeof crypto !== 'undefined' && typeof crypto.subtle !== 'undefined';
}
