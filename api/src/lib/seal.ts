import { fromBase64Url, toBase64Url } from './crypto';

const encoder = new TextEncoder();

async function keyFor(secret: string, purpose: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', encoder.encode(secret), 'HKDF', false, [
    'deriveKey',
  ]);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: encoder.encode(purpose) },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

/**
 * Encrypts `text` with AES-GCM under a key derived (HKDF) from `secret` for one `purpose`.
 *
 * @example const sealed = await seal(env.JWT_SECRET, 'refresh-successor', JSON.stringify(pair))
 */
export async function seal(secret: string, purpose: string, text: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    await keyFor(secret, purpose),
    encoder.encode(text),
  );
  return `${toBase64Url(iv)}.${toBase64Url(new Uint8Array(data))}`;
}

/** Decrypts what `seal` produced; null when it was tampered with or sealed under another key. */
export async function unseal(
  secret: string,
  purpose: string,
  sealed: string,
): Promise<string | null> {
  const [iv, data] = sealed.split('.');
  if (!iv || !data) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64Url(iv) },
      await keyFor(secret, purpose),
      fromBase64Url(data),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}
