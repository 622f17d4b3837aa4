import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/helpers';
import { fakeRequests, moneyOf, synthesize } from '../../test/voice-helpers';

type YandexRequest = { form: Record<string, string> };
const sentTexts = async (marker: string) =>
  (await fakeRequests<YandexRequest>(env.YANDEX_TTS_BASE_URL))
    .map((r) => r.form)
    .filter((f) => f.text?.includes(marker));

describe('POST /v1/aimedia/yandex/synthesize', () => {
  it('reads markdown as speech in Ogg Opus, charges once, and serves a repeat from the cache for free', async () => {
    const { headers, user } = await registerUser();
    const marker = crypto.randomUUID().slice(0, 8);
    const text = `**Bold ${marker}** and [a link](https://x.test).\n\n\`\`\`js\nconst secret = 1;\n\`\`\`\nDone.`;
    const first = await synthesize(headers, text, '?voice_id=alena');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('audio/ogg');
    expect(first.headers.get('x-speech-cache')).toBe('miss');
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('OggS');
    const [form] = await sentTexts(marker);
    expect(form).toMatchObject({
      voice: 'alena',
      lang: 'ru-RU',
      format: 'oggopus',
      folderId: 'test-folder',
    });
    expect(form?.text).toBe(`Bold ${marker} and a link.\n\nкод.\n\nDone.`);
    const charged = await moneyOf(user.entityId);
    expect(charged).toMatchObject({ usage: -50, holds: 0 });
    const again = await synthesize(headers, text, '?voice_id=alena');
    expect(again.headers.get('x-speech-cache')).toBe('hit');
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(bytes);
    expect(await sentTexts(marker)).toHaveLength(1);
    expect((await moneyOf(user.entityId)).balance).toBe(charged.balance);
  });

  it('splits text over 5,000 characters at sentence ends and joins the parts in order', async () => {
    const { headers } = await registerUser();
    const marker = crypto.randomUUID().slice(0, 8);
    const sentence = (i: number) => `Sentence ${i} of ${marker} goes on for a while here.`;
    const text = Array.from({ length: 250 }, (_, i) => sentence(i)).join(' ');
    const res = await synthesize(headers, text, '?voice_id=john&format=mp3');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    const parts = await sentTexts(marker);
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) {
      expect(part.text?.length).toBeLessThanOrEqual(5000);
      expect(part.text).toMatch(/here\.$/);
    }
    expect(parts.map((p) => p.text).join(' ')).toBe(text);
    const single = (await res.arrayBuffer()).byteLength / parts.length;
    expect(Number.isInteger(single)).toBe(true);
  });

  it("turns Yandex's error_message into a 422, caches nothing and charges nothing", async () => {
    const { headers, user } = await registerUser();
    const res = await synthesize(headers, `Broken ${crypto.randomUUID()} fake:fail=400`);
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      code: 'speech_provider_refused',
      message: expect.stringContaining('Invalid voice or text'),
    });
    expect(await moneyOf(user.entityId)).toMatchObject({ usage: 0, holds: 0 });
  });

  it('refuses text with nothing to say and unknown voices without calling Yandex', async () => {
    const { headers } = await registerUser();
    const empty = await synthesize(headers, '** __ **');
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ code: 'tts_nothing_to_read' });
    const voice = await synthesize(headers, 'Hello', '?voice_id=nobody');
    expect(voice.status).toBe(400);
    expect(await voice.json()).toMatchObject({ code: 'validation_failed', field: 'voice_id' });
  });
});
