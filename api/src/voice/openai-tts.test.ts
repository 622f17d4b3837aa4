import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, registerUser } from '../../test/helpers';
import { fakeRequests, moneyOf, synthesize } from '../../test/voice-helpers';

interface SpeechRequest {
  path: string;
  body: {
    model?: string;
    input?: string;
    voice?: string;
    response_format?: string;
    speed?: number;
  };
}

const speechRequests = async (marker: string) =>
  (await fakeRequests<SpeechRequest>(env.FAKE_OPENAI_URL)).filter(
    (r) => r.path.endsWith('/audio/speech') && r.body.input?.includes(marker),
  );

describe('reading aloud with an OpenAI voice (AI SDK generateSpeech)', () => {
  it('lists OpenAI voices beside Yandex ones and reads markdown as Ogg Opus, cached and charged once', async () => {
    const { headers, user } = await registerUser();
    const voices = (await (await api('/v1/aimedia/voices', { headers })).json()) as {
      voices: { id: string; provider: string }[];
    };
    expect(voices.voices).toEqual(
      expect.arrayContaining([
        { id: 'alena', provider: 'yandex', language: 'ru-RU' },
        { id: 'alloy', provider: 'openai', language: 'multi' },
      ]),
    );
    const marker = crypto.randomUUID().slice(0, 8);
    const text = `# Title ${marker}\n\n**Bold** words.\n\n\`\`\`ts\nlet x = 1;\n\`\`\``;
    const first = await synthesize(headers, text, '?voice_id=alloy&speed=1.5');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('audio/ogg');
    expect(first.headers.get('x-speech-cache')).toBe('miss');
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('OggS');
    const [sent] = await speechRequests(marker);
    expect(sent?.body).toEqual({
      model: 'gpt-4o-mini-tts',
      input: `Title ${marker}\n\nBold words.\n\ncode.`,
      voice: 'alloy',
      response_format: 'opus',
      speed: 1.5,
    });
    const charged = await moneyOf(user.entityId);
    expect(charged).toMatchObject({ usage: -50, holds: 0 });
    const again = await synthesize(headers, text, '?voice_id=alloy&speed=1.5');
    expect(again.headers.get('x-speech-cache')).toBe('hit');
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(bytes);
    expect(await speechRequests(marker)).toHaveLength(1);
    expect((await moneyOf(user.entityId)).balance).toBe(charged.balance);
  });

  it("splits text over OpenAI's 4,096 characters at sentence ends into MP3 parts in order", async () => {
    const { headers } = await registerUser();
    const marker = crypto.randomUUID().slice(0, 8);
    const sentence = (i: number) => `Sentence ${i} of ${marker} goes on for a while here.`;
    const text = Array.from({ length: 120 }, (_, i) => sentence(i)).join(' ');
    const res = await synthesize(headers, text, '?voice_id=nova&format=mp3');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    const parts = await speechRequests(marker);
    expect(parts.length).toBe(2);
    for (const part of parts) {
      expect(part.body.input?.length).toBeLessThanOrEqual(4096);
      expect(part.body.input).toMatch(/here\.$/);
      expect(part.body.response_format).toBe('mp3');
    }
    expect(parts.map((p) => p.body.input).join(' ')).toBe(text);
    expect((await res.arrayBuffer()).byteLength % parts.length).toBe(0);
  });

  it("turns OpenAI's refusal into a localized 422 and charges nothing", async () => {
    const { headers, user } = await registerUser();
    const res = await synthesize(
      headers,
      `Refused ${crypto.randomUUID()} fake:fail=400`,
      '?voice_id=echo',
    );
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      code: 'speech_provider_refused',
      message: expect.stringContaining('Invalid file format.'),
    });
    expect(await moneyOf(user.entityId)).toMatchObject({ usage: 0, holds: 0 });
  });
});
