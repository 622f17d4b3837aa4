import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, type RegisteredUser, registerUser } from '../../test/helpers';
import { balanceOf as teamBalance } from '../../test/money-helpers';

interface ImageAnswer {
  chatId: string;
  cost: number;
  model: string;
  images: { id: string; url: string; width: number; height: number; type: string }[];
}

const MODEL = 'gemini:gemini-25-flash-image';

function sendImage(
  user: RegisteredUser,
  prompt: string,
  { chatId, ...fields }: Record<string, string> = {},
) {
  const form = new FormData();
  form.set('messages', JSON.stringify([{ role: 'user', content: prompt }]));
  form.set('requestId', crypto.randomUUID());
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const query = chatId ? `image=true&chatId=${chatId}` : 'image=true';
  return api(`/v1/openai/gemini/gemini-25-flash-image?${query}`, {
    method: 'POST',
    headers: { 'X-Ad-Locale': 'en', ...user.headers },
    body: form,
  });
}

/** What the Gemini fake received on `:generateContent` (its root is GOOGLE_BASE_URL's host). */
async function geminiImageCalls() {
  const root = String(env.GOOGLE_BASE_URL).replace(/\/v1beta$/, '');
  const list = (await (await fetch(`${root}/__fake/requests`)).json()) as {
    path: string;
    body: {
      contents: { parts: { text?: string; inlineData?: { mimeType: string } }[] }[];
      generationConfig: { responseModalities: string[]; imageConfig?: { aspectRatio: string } };
    };
  }[];
  return list.filter((r) => r.path.endsWith('/models/gemini-2.5-flash-image:generateContent'));
}

async function balanceOf(user: RegisteredUser) {
  const balance = await teamBalance(env, user.user.entityId);
  return Number.isNaN(balance) ? 0 : balance;
}

describe('Gemini image models', () => {
  it('are in the catalogue as image models with a price per image', async () => {
    const user = await registerUser();
    const res = await api('/v2/llm/cabinet/models', { headers: user.headers });
    const { models } = (await res.json()) as {
      models: { id: string; capabilities: string[]; price: { kopecksPerImage?: number } }[];
    };
    expect(models.find((m) => m.id === MODEL)).toMatchObject({
      capabilities: ['image'],
      price: { kopecksPerImage: 390 },
    });
  });

  it('make an image at the chosen aspect ratio, store it and charge once', async () => {
    const user = await registerUser();
    const before = await balanceOf(user);
    const res = await sendImage(user, 'a paper lantern gemini-ratio-marker', {
      size: '1344x768',
    });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as ImageAnswer;
    expect(answer).toMatchObject({ model: MODEL, cost: 390 });
    expect(answer.images).toHaveLength(1);
    expect(answer.images[0]).toMatchObject({ type: 'image/png', width: 1344, height: 768 });
    expect(await balanceOf(user)).toBe(before - 390);
    const call = (await geminiImageCalls()).find((r) =>
      JSON.stringify(r.body).includes('gemini-ratio-marker'),
    );
    expect(call?.body.generationConfig).toMatchObject({
      responseModalities: ['IMAGE'],
      imageConfig: { aspectRatio: '16:9' },
    });
    const served = await api(answer.images[0]?.url ?? '', { headers: user.headers });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');

    // A follow-up refines the chat's image: it goes to Gemini inline with the prompt.
    const followUp = await sendImage(user, 'now at night gemini-edit-marker', {
      chatId: answer.chatId,
    });
    expect(followUp.status).toBe(200);
    const edit = (await geminiImageCalls()).find((r) =>
      JSON.stringify(r.body).includes('gemini-edit-marker'),
    );
    expect(edit?.body.contents.at(-1)?.parts.some((p) => p.inlineData?.mimeType)).toBe(true);
  });

  it('say a blocked prompt is refused and charge nothing', async () => {
    const user = await registerUser();
    const before = await balanceOf(user);
    const res = await sendImage(user, 'something fake:refuse');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'image_refused' });
    expect(await balanceOf(user)).toBe(before);
  });
});
