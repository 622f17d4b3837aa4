import { afterEach, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './axe';
import type { Browser } from './browser';
import { openEnglishChat } from './fixtures/chat-page';

let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

const sel = (id: string) => `[data-testid="${id}"]`;
const hex = (text: string) => Buffer.from(text, 'utf8').toString('hex');
const thought = 'Short waves scatter more in air, so the sky looks blue.';

describe('a reasoning model’s thinking', () => {
  it('streams as "Thinking…" with its newest line showing, collapses into "Thought for", opens, and is still there after a reload', async () => {
    const chat = await openEnglishChat((opened) => {
      browser = opened;
    });
    const { page } = chat;

    // The effort control shows only for a model whose catalogue entry takes one.
    await chat.chooseModel('gpt:gpt-mini');
    expect(await page.$(sel('reasoning-effort'))).toBeNull();
    await chat.chooseModel('local:deepseek-r1');
    await page.selectOption(sel('reasoning-effort'), 'high');

    // The fake holds its last piece of thinking until the test has seen the live state.
    const hold = `think${Date.now()}`;
    await chat.send(`Why is the sky blue? fake:thinktext=${hex(thought)} fake:holdthink=${hold}`);
    const summary = `${sel('message-assistant')} ${sel('reasoning-summary')}`;
    await page.waitForSelector(`${sel('reasoning')}[data-thinking="true"]`);
    expect(await page.textContent(summary)).toBe('Thinking…');
    // The thought shows as it streams, without opening anything: its newest line.
    await expect
      .poll(() => page.textContent(sel('reasoning-preview')).catch(() => ''))
      .toContain('Short waves');
    // The live thinking is there to open while it grows (the one-line preview then hides).
    await page.click(summary);
    await expect.poll(() => page.isVisible(sel('reasoning-preview'))).toBe(false);
    await expect.poll(() => page.textContent(sel('reasoning-text'))).toContain('Short waves');
    await fetch(`${inject('fakeOpenAIUrl')}/__fake/release/${hold}`, { method: 'POST' });
    await chat.waitForAnswer();
    expect(await page.textContent(summary)).toMatch(/^Thought for \d+ s$/);
    expect(await page.textContent(sel('reasoning-text'))).toBe(thought);
    expect(await page.$(sel('reasoning-preview'))).toBeNull();
    // The thinking was billed and told in the usage line; the effort reached the provider.
    expect(await page.textContent(sel('message-tokens'))).toMatch(/of them thinking/);
    const requests = (await (await fetch(`${inject('fakeOpenAIUrl')}/__fake/requests`)).json()) as {
      body: { reasoning_effort?: string; messages?: unknown[] };
    }[];
    const sent = requests.find((r) => JSON.stringify(r.body).includes(hold));
    expect(sent?.body.reasoning_effort).toBe('high');
    expect(await seriousViolations(page)).toEqual([]);

    // After a reload: saved with the answer, collapsed, and it opens by keyboard.
    await page.reload();
    await page.waitForSelector(`${sel('model-picker')}[data-ready="true"]`);
    const panel = page.locator(sel('reasoning'));
    await panel.waitFor();
    expect(await panel.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
    expect(await page.textContent(summary)).toMatch(/^Thought for \d+ s$/);
    await page.focus(`${sel('reasoning')} summary`);
    await page.keyboard.press('Enter');
    await expect.poll(() => panel.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await page.isVisible(sel('reasoning-text'))).toBe(true);
    expect(await page.textContent(sel('reasoning-text'))).toBe(thought);
    // The effort is remembered like the model.
    expect(await page.inputValue(sel('reasoning-effort'))).toBe('high');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
