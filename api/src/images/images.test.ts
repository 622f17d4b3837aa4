import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, type RegisteredUser, registerUser } from '../../test/helpers';
import { expectUsageNamedAsTheirRefs } from '../../test/ledger-helpers';
import { holdCount, balanceOf as teamBalance } from '../../test/money-helpers';
import { countChats, countMessagesBy, refuseWrites } from '../../test/storage-helpers';

interface ImageJson {
  id: string;
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
}
interface ImageAnswer {
  chatId: string;
  messageId: string;
  status: string;
  cost: number;
  prompt: string;
  images: ImageJson[];
}

const en = { 'X-Ad-Locale': 'en' };

/** `POST /v1/openai/{model}?image=true` with the image form fields. */
function sendImage(
  user: RegisteredUser,
  model: string,
  fields: Record<string, string>,
  query = 'image=true',
) {
  const form = new FormData();
  form.set('messages', JSON.stringify([{ role: 'user', content: fields.prompt ?? 'a red fox' }]));
  form.set('requestId', fields.requestId ?? crypto.randomUUID());
  for (const [name, value] of Object.entries(fields)) {
    if (name !== 'prompt' && name !== 'requestId') form.set(name, value);
  }
  return api(`/v1/openai/${model.replace(':', '/')}?${query}`, {
    method: 'POST',
    headers: { ...en, ...user.headers },
    body: form,
  });
}

async function balanceOf(user: RegisteredUser) {
  const balance = await teamBalance(env, user.user.entityId);
  return Number.isNaN(balance) ? 0 : balance;
}

async function imageRequests(path: string) {
  const list = (await (await fetch(`${env.FAKE_OPENAI_URL}/__fake/requests`)).json()) as {
    path: string;
    body: unknown;
  }[];
  return list.filter((r) => r.path.endsWith(path));
}

describe('image chats', () => {
  it('stores n images in R2, serves them to their owner only, and bills n × price once', async () => {
    const user = await registerUser();
    const before = await balanceOf(user);
    const requestId = crypto.randomUUID();
    const res = await sendImage(user, 'gpt:gpt-image-1', { n: '2', size: '1536x1024', requestId });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as ImageAnswer;
    expect(answer).toMatchObject({ status: 'complete', cost: 1000, prompt: 'a red fox' });
    expect(answer.images).toHaveLength(2);
    // The sizes come from the PNG itself.
    expect(answer.images[0]).toMatchObject({ width: 1536, height: 1024 });
    expect(await balanceOf(user)).toBe(before - 1000);

    const again = await sendImage(user, 'gpt:gpt-image-1', { n: '2', requestId });
    expect(((await again.json()) as ImageAnswer).messageId).toBe(answer.messageId);
    expect(await balanceOf(user)).toBe(before - 1000);
    await expectUsageNamedAsTheirRefs(user.user.entityId);

    const first = answer.images[0] as ImageJson;
    const served = await api(`${first.url}?download=1`, { headers: user.headers });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    // Named after its prompt (and the start of its id), in ASCII and in full (RFC 6266).
    const name = `beseda-a-red-fox-${first.id.slice(0, 8)}.png`;
    expect(served.headers.get('content-disposition')).toBe(
      `attachment; filename="${name}"; filename*=UTF-8''${name}`,
    );
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect([...bytes.slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    const media = await env.DB.prepare('SELECT r2_key FROM media WHERE id = ?1')
      .bind(first.id)
      .first<{ r2_key: string }>();
    expect(media?.r2_key.startsWith(`${user.user.id}/images/`)).toBe(true);

    const stranger = await registerUser();
    expect((await api(first.url, { headers: stranger.headers })).status).toBe(404);
    const foreignInput = await sendImage(stranger, 'gpt:gpt-image-1', { inputMediaId: first.id });
    expect(foreignInput.status).toBe(404);

    const messages = (await (
      await api(`/v1/message/chat/${answer.chatId}/`, { headers: user.headers })
    ).json()) as { items: { role: string; images: ImageJson[] }[] };
    expect(messages.items.at(-1)?.images.map((i) => i.id)).toEqual(answer.images.map((i) => i.id));

    const list = (await (await api('/v1/chat?mode=image', { headers: user.headers })).json()) as {
      items: { id: string; mode: string; thumbnailUrl: string }[];
    };
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ id: answer.chatId, mode: 'image' });
    expect(list.items[0]?.thumbnailUrl).toMatch(/^\/v1\/media\/[\w-]+\/thumbnail$/);
  });

  it('serves a smaller WebP thumbnail that decodes, made once and kept, to readers only', async () => {
    const user = await registerUser();
    const answer = (await (
      await sendImage(user, 'gpt:gpt-image-1', { size: '1536x1024' })
    ).json()) as ImageAnswer;
    const image = answer.images[0] as ImageJson;
    expect(image.thumbnailUrl).toBe(`/v1/media/${image.id}/thumbnail`);
    const original = await (await api(image.url, { headers: user.headers })).arrayBuffer();
    const res = await api(image.thumbnailUrl, { headers: user.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    const thumbnail = new Uint8Array(await res.arrayBuffer());
    expect(thumbnail.byteLength).toBeLessThan(original.byteLength / 4);
    expect(String.fromCharCode(...thumbnail.subarray(8, 12))).toBe('WEBP');
    if (!env.IMAGES) throw new Error('the IMAGES binding is configured in api/wrangler.jsonc');
    const decoded = await env.IMAGES.info(new Blob([thumbnail]).stream());
    expect(decoded).toMatchObject({ format: 'image/webp', width: 320 });
    expect('height' in decoded ? decoded.height : 0).toBeGreaterThanOrEqual(213);
    expect('height' in decoded ? decoded.height : 0).toBeLessThanOrEqual(214);

    // Made once: kept in R2 beside the original and served from there next time.
    const row = await env.DB.prepare('SELECT r2_key, thumb_key FROM media WHERE id = ?1')
      .bind(image.id)
      .first<{ r2_key: string; thumb_key: string }>();
    expect(row?.thumb_key).toBe(row?.r2_key.replace(/\.png$/, '.thumb.webp'));
    const again = new Uint8Array(
      await (await api(image.thumbnailUrl, { headers: user.headers })).arrayBuffer(),
    );
    expect(again).toEqual(thumbnail);

    const stranger = await registerUser();
    expect((await api(image.thumbnailUrl, { headers: stranger.headers })).status).toBe(404);
    const list = (await (await api('/v1/chat?mode=image', { headers: user.headers })).json()) as {
      items: { thumbnailUrl: string }[];
    };
    expect(list.items[0]?.thumbnailUrl).toMatch(/^\/v1\/media\/[\w-]+\/thumbnail$/);

    // Deleting the image deletes its thumbnail too.
    const del = await api(`/v1/media/${image.id}`, { method: 'DELETE', headers: user.headers });
    expect(del.status).toBe(200);
    expect(await env.FILES.head(row?.thumb_key ?? '')).toBeNull();
    expect((await api(image.thumbnailUrl, { headers: user.headers })).status).toBe(404);
  });

  it('lets a browser keep an image only as a copy it must revalidate as a reader (decision 197)', async () => {
    const user = await registerUser();
    const answer = (await (await sendImage(user, 'gpt:gpt-image-1', {})).json()) as ImageAnswer;
    const image = answer.images[0] as ImageJson;
    for (const url of [image.url, image.thumbnailUrl]) {
      const first = await api(url, { headers: user.headers });
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('private, no-cache');
      const etag = first.headers.get('etag') ?? '';
      expect(etag).toMatch(/^".+"$/);
      await first.body?.cancel();

      const kept = { 'If-None-Match': etag };
      const unchanged = await api(url, { headers: { ...user.headers, ...kept } });
      expect(unchanged.status).toBe(304);
      expect(await unchanged.text()).toBe('');
      // The kept copy is good for its reader only: signed out or another account, no 304.
      expect((await api(url, { headers: kept })).status).toBe(401);
      const stranger = await registerUser();
      expect((await api(url, { headers: { ...stranger.headers, ...kept } })).status).toBe(404);
    }
  });

  it('refines the chat’s last image on a follow-up through the edits endpoint', async () => {
    const user = await registerUser();
    const first = (await (
      await sendImage(user, 'gpt:gpt-image-1', { prompt: 'a lighthouse' })
    ).json()) as ImageAnswer;
    const res = await sendImage(
      user,
      'gpt:gpt-image-1',
      { prompt: 'make it darker edit-marker' },
      `image=true&chatId=${first.chatId}`,
    );
    expect(res.status).toBe(200);
    const edits = await imageRequests('/images/edits');
    expect(edits.some((r) => String(r.body).includes('edit-marker'))).toBe(true);
  });

  it('releases the hold and answers a localized error when the provider fails', async () => {
    const user = await registerUser();
    const before = await balanceOf(user);
    const failed = await sendImage(user, 'gpt:dall-e-3', { prompt: 'a boat fake:fail=500' });
    expect(failed.status).toBe(502);
    expect(await failed.json()).toMatchObject({ code: 'image_provider_failed' });
    const refused = await api('/v1/openai/gpt/dall-e-3?image=true', {
      method: 'POST',
      headers: { 'X-Ad-Locale': 'ru', ...user.headers },
      body: (() => {
        const form = new FormData();
        form.set('messages', JSON.stringify([{ role: 'user', content: 'x fake:refuse' }]));
        form.set('requestId', crypto.randomUUID());
        return form;
      })(),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      code: 'image_refused',
      message: expect.stringContaining('отклонил'),
    });
    expect(await balanceOf(user)).toBe(before);
    expect(await holdCount(env, user.user.entityId)).toBe(0);
  });

  it('validates size and count, and keeps text and image models to their modes', async () => {
    const user = await registerUser();
    const badSize = await sendImage(user, 'gpt:dall-e-3', { size: '1536x1024' });
    expect(badSize.status).toBe(400);
    expect(await badSize.json()).toMatchObject({ code: 'validation_failed', field: 'size' });
    const badCount = await sendImage(user, 'gpt:dall-e-3', { n: '2' });
    expect(await badCount.json()).toMatchObject({ code: 'validation_failed', field: 'n' });
    const textInImage = await sendImage(user, 'gpt:gpt', {});
    expect(textInImage.status).toBe(400);
    expect(await textInImage.json()).toMatchObject({ code: 'not_an_image_model' });
    const imageInText = await sendImage(user, 'gpt:gpt-image-1', {}, '');
    expect(imageInText.status).toBe(400);
    expect(await imageInText.json()).toMatchObject({ code: 'not_a_text_model' });
    const models = (await (
      await api('/v2/llm/cabinet/models', { headers: user.headers })
    ).json()) as {
      models: { id: string; capabilities: string[]; price: { kopecksPerImage?: number } }[];
    };
    expect(models.models.find((m) => m.id === 'gpt:dall-e-3')).toMatchObject({
      capabilities: ['image'],
      price: { kopecksPerImage: 400 },
    });
  });

  it('refines an image chosen as input, and deletes an image for its owner only', async () => {
    const user = await registerUser();
    const first = (await (
      await sendImage(user, 'gpt:gpt-image-1', { prompt: 'a kettle' })
    ).json()) as ImageAnswer;
    const chosen = first.images[0] as ImageJson;
    const refined = await sendImage(user, 'gpt:gpt-image-1', {
      prompt: 'same kettle, blue chosen-marker',
      inputMediaId: chosen.id,
    });
    expect(refined.status).toBe(200);
    const edits = await imageRequests('/images/edits');
    expect(edits.some((r) => String(r.body).includes('chosen-marker'))).toBe(true);

    const stranger = await registerUser();
    const del = (who: RegisteredUser) =>
      api(`/v1/media/${chosen.id}`, { method: 'DELETE', headers: who.headers });
    expect((await del(stranger)).status).toBe(404);
    expect((await del(user)).status).toBe(200);
    expect((await api(chosen.url, { headers: user.headers })).status).toBe(404);
  });
});

describe('an image answer’s steps (decision 219)', () => {
  it.each([
    ['in their object', false],
    ['in D1 (an account of the previous version)', true],
  ])(
    'releases the hold when its records are refused, and charges nothing: chats %s',
    async (_, inD1) => {
      const user = await registerUser({ inD1 });
      const before = await balanceOf(user);
      const prompt = `refused records ${crypto.randomUUID()}`;
      // The conversation's step fails for real: the sender's conversations, where they live,
      // refuse this question's row.
      const allow = await refuseWrites(
        env,
        user.user.id,
        `BEFORE INSERT ON messages WHEN NEW.content = '${prompt}'`,
      );
      try {
        const res = await sendImage(user, 'gpt:dall-e-3', { prompt });
        expect(res.status).toBe(500);
      } finally {
        await allow();
      }
      expect(await holdCount(env, user.user.entityId)).toBe(0);
      expect(await balanceOf(user)).toBe(before);
      expect(await countMessagesBy(env, user.user.id)).toBe(0);
      expect(await countChats(env, user.user.id)).toBe(0);
      expect(await imageRequests('/images/generations')).not.toContainEqual(
        expect.objectContaining({ body: expect.objectContaining({ prompt }) }),
      );
      // Allowed again, the same prompt is answered: the refusal was the trigger's alone.
      const res = await sendImage(user, 'gpt:dall-e-3', { prompt });
      expect(res.status).toBe(200);
      expect(await countMessagesBy(env, user.user.id)).toBe(2);
    },
  );
});
