import { describe, expect, it } from 'vitest';
import { api, registerUser } from '../../test/helpers';
import { AVATAR_MAX_BYTES } from './avatar-route';

/** A PNG signature followed by `size - 8` bytes: the route sniffs the type, nothing more. */
function pngOf(size: number): File {
  const bytes = new Uint8Array(size).fill(7);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], 'photo.png', { type: 'image/png' });
}

const upload = (file: File, headers: Record<string, string>) => {
  const form = new FormData();
  form.set('file', file);
  return api('/v1/user/avatar', {
    method: 'POST',
    headers: { ...headers, 'X-Ad-Locale': 'en' },
    body: form,
  });
};

describe('profile photo size', () => {
  it('takes a photo of 157 KB and of 1.5 MB, up to the 2 MB the page promises', async () => {
    const { headers } = await registerUser();
    for (const size of [157 * 1024, 1.5 * 1024 * 1024, AVATAR_MAX_BYTES]) {
      const res = await upload(pngOf(size), headers);
      expect(res.status, `${size} bytes`).toBe(200);
      const { avatar } = (await res.json()) as { avatar: string };
      const served = await api(avatar.replace('/api', ''), { headers });
      expect((await served.arrayBuffer()).byteLength).toBe(size);
    }
  });

  it('refuses a photo over 2 MB with 413 naming the limit, and a stranger with 401', async () => {
    const { headers } = await registerUser();
    const big = await upload(pngOf(AVATAR_MAX_BYTES + 1), headers);
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ code: 'upload_too_large' });
    expect((await upload(pngOf(1024), {})).status).toBe(401);
  });
});
