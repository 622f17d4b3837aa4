import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Browser } from './browser';
import { openEnglishChat } from './fixtures/chat-page';

// What asking costs, before and after: the composer's estimate when several models answer, and
// the cost a stopped answer shows.
let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

const sel = (id: string) => `[data-testid="${id}"]`;
const compared = ['gpt:gpt', 'local:llama'];
const estimate = sel('composer-estimate');

describe('the cost of comparing models', () => {
  it("prices every compared model in the composer's estimate, and names them all in its label", async () => {
    const chat = await openEnglishChat((opened) => {
      browser = opened;
    });
    const { page } = chat;
    await chat.chooseModel('gpt:gpt-mini');
    await page.fill(sel('composer-input'), 'How do the three of you brew oolong?');
    await page.waitForSelector(`${estimate}[data-model="gpt:gpt-mini"]:not([data-compare-models])`);
    const alone = Number(await page.getAttribute(estimate, 'data-kopecks'));
    expect(alone).toBeGreaterThan(0);

    await page.click(sel('compare-toggle'));
    for (const model of compared) {
      await page.click(sel('compare-add'));
      await page.click(`${sel('compare-add-popup')} ${sel('model-option')}[data-value="${model}"]`);
    }
    // The estimate is asked again for all three models together.
    await page.waitForSelector(`${estimate}[data-compare-models="${compared.join(' ')}"]`);
    const together = Number(await page.getAttribute(estimate, 'data-kopecks'));
    expect(together).toBeGreaterThan(alone);
    // Its label (the accessible name and the tooltip) names the model picked and each compared.
    const names = [
      (await page.textContent(`${sel('model-picker')} .model-picker-current`)) ?? '',
      ...(await page.$$eval(`${sel('compare-chip')} > span`, (chips) =>
        chips.map((chip) => chip.textContent ?? ''),
      )),
    ];
    expect(names.filter(Boolean)).toHaveLength(3);
    const label = (await page.textContent(`${estimate} .visually-hidden`)) ?? '';
    const title = (await page.getAttribute(estimate, 'title')) ?? '';
    for (const name of names) {
      expect(label).toContain(name);
      expect(title).toContain(name);
    }
    expect(label).toContain(names.join(', '));

    // Without the comparison the estimate is the one model's again.
    await page.click(sel('compare-toggle'));
    await page.waitForSelector(`${estimate}[data-model="gpt:gpt-mini"]:not([data-compare-models])`);
    expect(Number(await page.getAttribute(estimate, 'data-kopecks'))).toBe(alone);
  });

  it('shows what a stopped answer cost, alone and compared, and after a reload', async () => {
    const chat = await openEnglishChat(
      (opened) => {
        browser = opened;
      },
      { locale: 'en-US' },
    );
    const { page } = chat;
    await chat.chooseModel('gpt:gpt-mini');
    const cost = /^Cost: RUB\s\d+\.\d\d$/;

    // One answer, stopped while it writes: it shows what it cost.
    await chat.send('Write a long story fake:chunks=80 fake:delay=60');
    await page.waitForFunction(
      () => (document.querySelector(`[data-testid="answer-text"]`)?.textContent?.length ?? 0) > 5,
    );
    await page.click(sel('composer-stop'));
    await chat.waitForAnswer('stopped');
    await expect.poll(() => chat.lastAnswer().locator(sel('message-cost')).count()).toBe(1);
    expect(await chat.lastAnswer().locator(sel('message-cost')).textContent()).toMatch(cost);

    // Two answers compared, stopped together: each shows its own cost.
    await page.click(sel('compare-toggle'));
    await page.click(sel('compare-add'));
    await page.click(`${sel('compare-add-popup')} ${sel('model-option')}[data-value="gpt:gpt"]`);
    const gate = `stopcost${Date.now()}`;
    await chat.send(`Name a fruit fake:chunks=3 fake:hold=${gate}`);
    const cell = sel('compare-answer');
    await expect
      .poll(() =>
        page.$$eval(
          `${cell}[data-status="streaming"] ${sel('compare-text')}`,
          (texts) => texts.filter((t) => (t.textContent ?? '').trim() !== '').length,
        ),
      )
      .toBe(2);
    await page.click(sel('composer-stop'));
    await expect
      .poll(() => page.$$(`${cell}[data-status="stopped"]`).then((l) => l.length))
      .toBe(2);
    await expect
      .poll(() => page.$$(`${cell} ${sel('compare-cost')}`).then((l) => l.length))
      .toBe(2);
    for (const text of await page.$$eval(`${cell} ${sel('compare-cost')}`, (l) =>
      l.map((e) => e.textContent ?? ''),
    )) {
      expect(text).toMatch(cost);
    }
    await fetch(`${inject('fakeOpenAIUrl')}/__fake/release/${gate}`, { method: 'POST' });

    // Saved: the reloaded chat shows the stopped answer with its cost.
    await page.reload();
    await page.waitForSelector(`${sel('model-picker')}[data-ready="true"]`);
    await chat.waitForAnswer('stopped');
    expect(await chat.lastAnswer().locator(sel('message-cost')).textContent()).toMatch(cost);
  });
});
