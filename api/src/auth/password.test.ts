import { describe, expect, it } from 'vitest';
import { hashPassword, PBKDF2_ITERATIONS, verifyPassword } from './password';

async function pbkdf2(iterations: number) {
  const key = await crypto.subtle.importKey('raw', new Uint8Array(8), 'PBKDF2', false, [
    'deriveBits',
  ]);
  return crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: new Uint8Array(16), iterations },
    key,
    256,
  );
}

describe('password hashing', () => {
  it('uses the edge cap of 100 000 PBKDF2-SHA-256 iterations, which workerd accepts', async () => {
    expect(PBKDF2_ITERATIONS).toBe(100_000);
    await expect(pbkdf2(PBKDF2_ITERATIONS)).resolves.toHaveProperty('byteLength', 32);
    expect((await hashPassword('correct horse 42')).iterations).toBe(PBKDF2_ITERATIONS);
  });

  it('verifies the right password only, with a fresh salt each time', async () => {
    const first = await hashPassword('correct horse 42');
    const second = await hashPassword('correct horse 42');
    expect(first.salt).not.toBe(second.salt);
    expect(first.hash).not.toBe(second.hash);
    expect(await verifyPassword('correct horse 42', first)).toBe(true);
    expect(await verifyPassword('correct horse 43', first)).toBe(false);
  });
});
