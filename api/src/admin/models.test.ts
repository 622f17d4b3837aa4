import { afterEach, describe, expect, it } from 'vitest';
import { createKey } from '../../test/api-key-helpers';
import { api } from '../../test/helpers';
import { adminCall, signInOperator } from './operator-helpers';

const MODEL = 'gemini:gemini-25-pro';

type CatalogModel = { id: string; name: string; price: { inputKopecksPerMillion: number } };

const IMAGE_MODEL = 'gpt:gpt-image-1';

afterEach(async () => {
  const operator = await signInOperator();
  await adminCall(operator, 'PATCH', `/models/${MODEL}`, {
    enabled: true,
    name: null,
    prices: { inputKopecksPerMillion: null, outputKopecksPerMillion: null },
  });
  await adminCall(operator, 'PATCH', `/models/${IMAGE_MODEL}`, {
    enabled: true,
    prices: { kopecksPerImage: null },
  });
});

describe('models in the console', { timeout: 30_000 }, () => {
  it('renames and reprices a model, and the catalogue shows it', async () => {
    const operator = await signInOperator();
    const person = await registerCatalogReader();
    const res = await adminCall(operator, 'PATCH', `/models/${MODEL}`, {
      name: 'Gemini Pro (best)',
      prices: { inputKopecksPerMillion: 7_777 },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      model: {
        id: MODEL,
        enabled: true,
        name: 'Gemini Pro (best)',
        prices: { inputKopecksPerMillion: 7_777, outputKopecksPerMillion: 100_000 },
        defaultPrices: { inputKopecksPerMillion: 12_500 },
      },
    });
    const model = (await person.catalogue()).find((m) => m.id === MODEL);
    expect(model).toMatchObject({
      name: 'Gemini Pro (best)',
      price: { inputKopecksPerMillion: 7_777 },
    });
  });

  it('disables a model: gone from the catalogue, the API and sends; enabling brings it back', async () => {
    const operator = await signInOperator();
    const person = await registerCatalogReader();
    expect(
      (await adminCall(operator, 'PATCH', `/models/${MODEL}`, { enabled: false })).status,
    ).toBe(200);
    expect((await person.catalogue()).map((m) => m.id)).not.toContain(MODEL);
    const ids = (await person.client.models.list()).data.map((m) => m.id);
    expect(ids).not.toContain(MODEL);
    const form = new FormData();
    form.set('content', 'hello');
    form.set('requestId', crypto.randomUUID());
    const send = await api(`/v1/openai/${MODEL.replace(':', '/')}`, {
      method: 'POST',
      headers: person.headers,
      body: form,
    });
    expect(send.status).toBe(404);
    const listed = (await (await adminCall(operator, 'GET', '/models')).json()) as {
      models: { id: string; enabled: boolean }[];
    };
    expect(listed.models.find((m) => m.id === MODEL)?.enabled).toBe(false);

    await adminCall(operator, 'PATCH', `/models/${MODEL}`, { enabled: true });
    expect((await person.catalogue()).map((m) => m.id)).toContain(MODEL);
  });

  it('reprices and disables the avatar studio’s model, and the studio follows', async () => {
    const operator = await signInOperator();
    const person = await registerCatalogReader();
    const config = async () =>
      (await (await api('/v1/avatars/config', { headers: person.headers })).json()) as {
        enabled: boolean;
        kopecksPerImage: number | null;
      };
    const repriced = await adminCall(operator, 'PATCH', `/models/${IMAGE_MODEL}`, {
      prices: { kopecksPerImage: 1_234 },
    });
    expect(repriced.status).toBe(200);
    expect(await config()).toMatchObject({ enabled: true, kopecksPerImage: 1_234 });
    await adminCall(operator, 'PATCH', `/models/${IMAGE_MODEL}`, { enabled: false });
    expect(await config()).toMatchObject({ enabled: false, kopecksPerImage: null });
    const form = new FormData();
    form.set('requestId', crypto.randomUUID());
    form.set('style', 'anime');
    form.set('description', 'a smiling face');
    const run = await api('/v1/avatars', { method: 'POST', headers: person.headers, body: form });
    expect(run.status).toBe(503);
    expect(await run.json()).toMatchObject({ code: 'avatar_studio_off' });
  });

  it('refuses unknown models and bad prices', async () => {
    const operator = await signInOperator();
    expect(
      (await adminCall(operator, 'PATCH', '/models/nope:nope', { enabled: false })).status,
    ).toBe(404);
    const bad = await adminCall(operator, 'PATCH', `/models/${MODEL}`, {
      prices: { inputKopecksPerMillion: -1 },
    });
    expect(bad.status).toBe(400);
  });
});

/** A user with an API key who reads the catalogue as the web app does. */
async function registerCatalogReader() {
  const owner = await createKey();
  return {
    ...owner,
    catalogue: async () =>
      (
        (await (await api('/v2/llm/cabinet/models', { headers: owner.headers })).json()) as {
          models: CatalogModel[];
        }
      ).models,
  };
}
