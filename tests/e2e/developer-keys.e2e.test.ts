import { afterEach, describe, expect, inject, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { signUp } from './session';

const opened: Browser[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((b) => b.close()));
});

/** `GET {api}/openai/v1/models` with a key, as a developer's script would call it. */
const listModels = (key: string) =>
  fetch(`${inject('apiUrl')}/openai/v1/models`, { headers: { Authorization: `Bearer ${key}` } });

describe('personal API keys in the cabinet', () => {
  it('creates a key shown once, calls the OpenAI-compatible endpoint with it, revokes it', async () => {
    const b = await openBrowser({ locale: 'en-US' });
    opened.push(b);
    const { page } = b;
    await signUp(b, { locale: 'en', name: 'Dana Developer', confirm: false });
    await page.goto(b.url('/en/cabinet/api-keys'));
    await page.waitForSelector('[data-testid="api-keys-panel"][data-hydrated="true"]');
    await page.waitForSelector('[data-testid="api-keys-empty"]');

    await page.fill('[data-testid="api-key-name"]', 'CI script');
    await page.fill('[data-testid="api-key-cap"]', '100');
    await page.click('[data-testid="api-key-create"]');
    const key =
      (await (await page.waitForSelector('[data-testid="api-key-value"]')).textContent()) ?? '';
    expect(key).toMatch(/^bsk_[\w-]{32,}$/);
    const row = await page.waitForSelector('[data-testid="api-key-row"]');
    expect(await row.textContent()).toContain(key.slice(0, 12));
    expect(await row.textContent()).toMatch(/of RUB\s100\.00/);

    const models = await listModels(key);
    expect(models.status).toBe(200);
    expect(((await models.json()) as { object: string }).object).toBe('list');

    // Shown once: gone after Done and after a reload, while the list shows it was used.
    await page.click('[data-testid="api-key-done"]');
    await page.reload();
    await page.waitForSelector('[data-testid="api-keys-panel"][data-hydrated="true"]');
    const used = await page.waitForSelector('[data-testid="api-key-row-used"]');
    expect(await used.textContent()).not.toBe('Never');
    expect(await page.content()).not.toContain(key);

    await page.click('[data-testid="api-key-revoke"]');
    await page.click('[data-testid="api-key-revoke-modal"] [data-testid="action-revoke"]');
    await page.waitForSelector('[data-testid="api-keys-empty"]');
    const refused = await listModels(key);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: { code: 'invalid_api_key' } });
    expect(b.errors).toEqual([]);
  });
});
