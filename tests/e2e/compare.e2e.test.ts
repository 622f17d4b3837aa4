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
const compared = ['gpt:gpt', 'local:llama', 'local:deepseek-r1'];

describe('compare models side by side', () => {
  it('asks four models at once side by side, restores them after a reload, keeps one that reaches the others, merges from the answer menu, and stops them all', async () => {
    const chat = await openEnglishChat(
      (opened) => {
        browser = opened;
      },
      { locale: 'en-US', bypassCSP: true },
    );
    const { page } = chat;
    await chat.chooseModel('gpt:gpt-mini');

    // The composer's "Compare": three more models from the kit's picker, by keyboard.
    await page.focus(sel('compare-toggle'));
    await page.keyboard.press('Enter');
    expect(await page.getAttribute(sel('compare-toggle'), 'aria-pressed')).toBe('true');
    for (const model of compared) {
      await page.click(sel('compare-add'));
      await page.click(`${sel('compare-add-popup')} ${sel('model-option')}[data-value="${model}"]`);
    }
    expect(await page.$$(sel('compare-chip'))).toHaveLength(3);
    expect(await page.$(sel('compare-add'))).toBeNull();

    // Every answer holds its last piece until the test has seen all four writing at once.
    const gate = `cmp${Date.now()}`;
    await chat.send(`Name a colour fake:chunks=3 fake:hold=${gate}`);
    const cell = sel('compare-answer');
    // Answers still streaming that already show some text.
    const writingCells = () =>
      page.$$eval(
        `${cell}[data-status="streaming"] ${sel('compare-text')}`,
        (texts) => texts.filter((t) => (t.textContent ?? '').trim() !== '').length,
      );
    await expect.poll(writingCells).toBe(4);
    // Side by side on a wide screen, stacked on a narrow one.
    const columns = () =>
      page.$eval(
        sel('compare-grid'),
        (grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length,
      );
    expect(await columns()).toBeGreaterThan(1);
    await page.setViewportSize({ width: 600, height: 900 });
    await expect.poll(columns).toBe(1);
    await page.setViewportSize({ width: 1280, height: 900 });

    // A reload mid-comparison shows the grid again, each answer attached to its stream.
    const writing = await page.$$eval(sel('compare-model'), (l) => l.map((e) => e.textContent));
    await page.reload();
    await page.waitForSelector(`${sel('model-picker')}[data-ready="true"]`);
    await expect.poll(writingCells).toBe(4);
    const restored = await page.$$eval(sel('compare-model'), (l) => l.map((e) => e.textContent));
    expect(new Set(restored)).toEqual(new Set(writing));
    // The answer the chat shows is in the grid, not twice.
    expect(await page.$$(`${sel('message-assistant')}[data-status="streaming"]`)).toHaveLength(0);

    await fetch(`${inject('fakeOpenAIUrl')}/__fake/release/${gate}`, { method: 'POST' });
    await expect
      .poll(() => page.$$(`${cell}[data-status="complete"]`).then((l) => l.length))
      .toBe(4);
    const labels = await page.$$eval(sel('compare-model'), (l) => l.map((e) => e.textContent));
    expect(labels).toHaveLength(4);
    expect(new Set(labels).size).toBe(4);
    expect(await page.$$(sel('compare-time'))).toHaveLength(4);
    expect(await page.$$(sel('compare-cost'))).toHaveLength(4);
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => {
      document.documentElement.dataset.theme = 'dark';
    });
    expect(await seriousViolations(page), 'dark').toEqual([]);

    // Keep the third model's answer: the chat continues from it.
    const kept = (await page.locator(sel('compare-model')).nth(2).textContent()) ?? '';
    await page.locator(sel('compare-keep')).nth(2).focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector(sel('compare'), { state: 'detached' });
    const last = chat.lastAnswer();
    // The kept answer names its model once the chat has read it back.
    await expect
      .poll(() => last.locator(sel('message-model')).textContent(), { timeout: 20_000 })
      .toBe(kept);
    expect(await last.locator(`${sel('branch-position')} [aria-hidden]`).textContent()).toMatch(
      /^\d\/4$/,
    );

    // After a reload the kept answer shows, and the arrows reach the other three.
    await page.reload();
    await page.waitForSelector(`${sel('model-picker')}[data-ready="true"]`);
    await chat.waitForAnswer();
    expect(await chat.lastAnswer().locator(sel('message-model')).textContent()).toBe(kept);
    const seen = new Set([kept]);
    for (const direction of ['branch-previous', 'branch-next'] as const) {
      for (;;) {
        const arrow = chat.lastAnswer().locator(sel(direction));
        if (await arrow.isDisabled()) break;
        const before = await chat.lastAnswer().locator(sel('branch-position')).textContent();
        await arrow.click();
        await expect
          .poll(() => chat.lastAnswer().locator(sel('branch-position')).textContent())
          .not.toBe(before);
        await chat.waitForAnswer();
        seen.add((await chat.lastAnswer().locator(sel('message-model')).textContent()) ?? '');
      }
    }
    expect(seen.size).toBe(4);

    // "Compare with…" under the answer shown: one more model, then a merge of the two answers.
    await chat.lastAnswer().locator(sel('message-compare')).click();
    await page.waitForSelector(sel('compare-start'));
    await page.click(sel('compare-add'));
    await page.click(
      `${sel('compare-add-popup')} ${sel('model-option')}[data-value="gpt:gpt-mini"]`,
    );
    await page.click(sel('compare-start'));
    await expect
      .poll(() => page.$$(`${cell}[data-status="complete"]`).then((l) => l.length))
      .toBe(2);
    await page.selectOption(sel('compare-merge-model'), 'gpt:gpt-mini');
    await page.click(sel('compare-merge'));
    await expect
      .poll(() => page.$$(`${cell}[data-status="complete"]`).then((l) => l.length))
      .toBe(3);
    const merged = page.locator(cell).nth(2);
    expect(await merged.locator(sel('compare-model')).textContent()).toMatch(/merged$/);
    // The merging model was given both answers to merge.
    const requests = (await (await fetch(`${inject('fakeOpenAIUrl')}/__fake/requests`)).json()) as {
      body: { messages?: { role: string; content: unknown }[] };
    }[];
    const merge = requests.findLast((r) =>
      String(r.body.messages?.[0]?.content ?? '').includes('<answer number="2"'),
    );
    // The AI SDK sends OpenAI's newer models their system message as `developer`.
    expect(['system', 'developer']).toContain(merge?.body.messages?.[0]?.role);
    await merged.locator(sel('compare-keep')).click();
    await page.waitForSelector(sel('compare'), { state: 'detached' });
    expect(
      await chat
        .lastAnswer()
        .locator(`${sel('branch-position')} [aria-hidden]`)
        .textContent(),
    ).toBe('6/6');

    // The composer's Stop stops every compared answer, each keeping what it wrote.
    await page.click(sel('compare-toggle'));
    await page.click(sel('compare-add'));
    await page.click(`${sel('compare-add-popup')} ${sel('model-option')}[data-value="gpt:gpt"]`);
    const stopGate = `stop${Date.now()}`;
    await chat.send(`Name a fruit fake:chunks=3 fake:hold=${stopGate}`);
    await expect.poll(writingCells).toBe(2);
    // The page tells the api to stop each answer on its own request; the provider is let go
    // only once the api has taken both stops (else an answer could rightly finish first).
    let stopsTaken = 0;
    const onStop = (response: { url(): string; ok(): boolean }) => {
      if (response.url().includes('/api/v1/openai/stop/') && response.ok()) stopsTaken += 1;
    };
    page.on('response', onStop);
    await page.click(sel('composer-stop'));
    await expect
      .poll(() => page.$$(`${cell}[data-status="stopped"]`).then((l) => l.length))
      .toBe(2);
    await page.waitForSelector(sel('composer-send'));
    await expect.poll(() => stopsTaken).toBeGreaterThanOrEqual(2);
    page.off('response', onStop);
    await fetch(`${inject('fakeOpenAIUrl')}/__fake/release/${stopGate}`, { method: 'POST' });
    // The api stopped both: after a reload neither is still being written.
    await page.reload();
    await page.waitForSelector(`${sel('model-picker')}[data-ready="true"]`);
    await chat.waitForAnswer('stopped');
    expect(await page.$(sel('compare'))).toBeNull();
  });
});
