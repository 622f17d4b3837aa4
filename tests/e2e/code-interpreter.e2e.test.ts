import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { chatPage, savedAnswer } from './fixtures/chat-page';
import { signUp } from './session';

// The code interpreter (docs/decisions/156-code-interpreter.md) with the real Pyodide, served by
// the sandbox Worker of this run, offline: the standard library only. The OpenAI fake calls
// run_python with the code the question carries; the run limit is the sandbox's
// PYTHON_RUN_TIMEOUT_MS of the test configuration (global-setup). Its PYODIDE_INDEX_URL is a
// local package index with one tiny wheel (pyodide-index.ts, decision 172).
let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

const hex = (text: string) => Buffer.from(text, 'utf8').toString('hex');
const askToRun = (code: string) =>
  `Run it fake:tool=run_python fake:args=${hex(JSON.stringify({ code }))}`;

const csvCode = [
  'import csv',
  "rows = list(csv.DictReader(open('/mnt/data/sales.csv')))",
  "revenue = sum(int(row['amount']) for row in rows)",
  "open('/mnt/data/summary.txt', 'w').write(f'{len(rows)} sales, {revenue} total')",
  'print(first + revenue)',
].join('\n');

// A 2×2 PNG built with the standard library (what savefig does for a chart), an SVG with a
// script that must never run, and a package imported from the index on demand.
const chartCode = [
  'import struct, zlib, tinypkg',
  'def chunk(kind, data):',
  "    return struct.pack('>I', len(data)) + kind + data + struct.pack('>I', zlib.crc32(kind + data))",
  "pixels = b''.join(b'\\x00' + b'\\xd0\\x30\\x30' * 2 for _ in range(2))",
  "png = b'\\x89PNG\\r\\n\\x1a\\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', 2, 2, 8, 2, 0, 0, 0))",
  "png += chunk(b'IDAT', zlib.compress(pixels)) + chunk(b'IEND', b'')",
  "open('/mnt/data/chart.png', 'wb').write(png)",
  'open(\'/mnt/data/dot.svg\', \'w\').write(\'<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><script>parent.svgRan = 1</script><circle cx="4" cy="4" r="4"/></svg>\')',
  "print(tinypkg.greet('Beseda'))",
].join('\n');

describe('the code interpreter in a real browser', () => {
  it('waits for a browser, runs Python in the sandbox, reads an attachment, offers its file, stops a loop, and keeps it all after a reload', async () => {
    browser = await openBrowser({ locale: 'en-US' });
    await signUp(browser, { locale: 'en' });
    const { page } = browser;
    const chat = chatPage(browser);
    await chat.open('/en/chat');
    await chat.chooseModel('gpt:gpt-mini', 'gpt:gpt');
    // On by default for a model that calls tools: a switch in the composer's Tools panel.
    await page.click('[data-testid="chat-tools"]');
    expect(await page.isChecked('[data-testid="code-toggle"]')).toBe(true);
    await page.keyboard.press('Escape');
    const completeAnswers = (count: number) =>
      page.waitForFunction(
        (n) =>
          document.querySelectorAll('[data-testid="message-assistant"][data-status="complete"]')
            .length === n,
        count,
        { timeout: 120_000 },
      );
    const cards = page.locator('[data-testid="python-card"]');

    // No browser of the person can run the call: the runner's code is held back, so the card
    // says it waits for a browser; then the tab goes away and the answer waits on the server.
    const runnerCode = '**/run-call-*.js';
    await page.route(runnerCode, () => {});
    await chat.send(askToRun('first = sum(range(1, 101))\nprint(first)'));
    await page.waitForSelector('[data-testid="python-card"][data-state="waiting"]');
    expect(await cards.first().locator('[role="status"]').textContent()).toBe(
      'Waiting for your browser',
    );
    const chatId = chat.chatIdFromUrl() as string;
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.goto(browser.url('/en/cabinet/settings'));
    expect((await savedAnswer(page, chatId)).status).toBe('streaming');
    // The person opens the chat again: the call runs there (a cold start of Pyodide), the model
    // gets what the code printed and answers with it.
    await chat.open(`/en/chat/${chatId}`);
    await completeAnswers(1);
    expect(await chat.lastAnswer().textContent()).toContain('Tool said: 5050');
    await expect.poll(() => cards.first().getAttribute('data-state')).toBe('done');
    // Collapsed, its one line says what ran and what it printed (the polish review).
    const firstLine = cards.first().locator('summary');
    expect(await firstLine.locator('.tool-card-title').textContent()).toBe('Ran Python');
    expect(await firstLine.locator('[data-testid="tool-card-gist"]').textContent()).toBe('5050');
    expect(await firstLine.locator('.tool-card-chevron').isVisible()).toBe(true);

    // A CSV attached to the question is in /mnt/data/; the variable of the first run is still
    // there; the file the code wrote comes back as a download.
    await page.setInputFiles('[data-testid="composer-file-input"]', {
      name: 'sales.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('item,amount\ntea,120\ncake,80\njam,40\n'),
    });
    await chat.send(askToRun(csvCode));
    await completeAnswers(2);
    expect(await chat.lastAnswer().textContent()).toContain('Tool said: 5290');
    const link = chat.lastAnswer().locator('[data-testid="python-file"]');
    expect(await link.getAttribute('download')).toBe('summary.txt');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('summary.txt');
    expect(readFileSync(await download.path(), 'utf8')).toBe('3 sales, 240 total');

    // An endless loop is stopped at the limit; the model is told, and the page stayed usable.
    await chat.send(askToRun('while True:\n    pass'));
    await completeAnswers(3);
    const stopped = cards.nth(2);
    expect(await stopped.getAttribute('data-state')).toBe('error');
    expect(await stopped.locator('.tool-card-title').textContent()).toBe('Python failed');
    await stopped.locator('summary').click();
    expect(await stopped.locator('[data-testid="python-output"]').textContent()).toContain(
      'Timed out: the run was stopped after 4 s',
    );

    // A chart the code wrote shows in the answer as an image (the SVG from a data: URL, its
    // script dead), the downloads stay; the package came from the index when imported.
    const indexUrl = inject('pyodideIndexUrl');
    await chat.send(askToRun(chartCode));
    await completeAnswers(4);
    // (after the timeout above, a new session: the model is told so first)
    expect(await chat.lastAnswer().textContent()).toMatch(
      /Tool said: \[A new Python session[^\]]*\]\s*hello Beseda from tinypkg 1\.0\.0/,
    );
    const hits = (await (await fetch(`${indexUrl}__fake/hits`)).json()) as Record<string, number>;
    expect(hits['/tinypkg-1.0.0-py3-none-any.whl']).toBe(1);
    const images = chat.lastAnswer().locator('[data-testid="python-image"]');
    const shown = () =>
      images.evaluateAll((list) =>
        (list as HTMLImageElement[]).map((img) => ({
          alt: img.alt,
          scheme: new URL(img.src).protocol,
          width: img.complete ? img.naturalWidth : 0,
        })),
      );
    const expected = [
      { alt: 'Image chart.png, made by the code', scheme: 'http:', width: 2 },
      { alt: 'Image dot.svg, made by the code', scheme: 'data:', width: 8 },
    ];
    await expect.poll(shown).toEqual(expected);
    expect(await page.evaluate(() => 'svgRan' in window)).toBe(false);
    expect(
      await chat
        .lastAnswer()
        .locator('[data-testid="python-file"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('download'))),
    ).toEqual(['chart.png', 'dot.svg']);

    // "Code" turned off is remembered for this chat (decision 206).
    await page.click('[data-testid="chat-tools"]');
    await Promise.all([
      page.waitForResponse(
        (res) =>
          /\/api\/v1\/chat\/[^/]+\/tools$/.test(res.url()) && res.request().method() === 'PUT',
      ),
      page.click('[data-testid="code-toggle"]'),
    ]);

    // After a reload the code, output and download are still in the messages, and "Code" is off.
    await page.reload();
    await page.waitForSelector('[data-testid="model-picker"][data-ready="true"]');
    await page.click('[data-testid="chat-tools"]');
    expect(await page.isChecked('[data-testid="code-toggle"]')).toBe(false);
    await page.keyboard.press('Escape');
    await expect.poll(() => cards.count()).toBe(4);
    await cards.first().locator('summary').click();
    expect(await cards.first().locator('[data-testid="python-output"]').textContent()).toBe('5050');
    expect(await cards.first().locator('[data-testid="python-code"]').textContent()).toContain(
      'first = sum(range(1, 101))',
    );
    expect(await page.locator('[data-testid="python-file"]').first().getAttribute('download')).toBe(
      'summary.txt',
    );
    await expect.poll(shown).toEqual(expected);
    expect(browser.errors).toEqual([]);
  });
});
