import { afterEach, describe, expect, it } from 'vitest';
import { seriousViolations, withAxe } from './axe';
import { type Browser, openBrowser } from './browser';
import { chatPage } from './fixtures/chat-page';
import { signUp } from './session';

/** Team knowledge bases in the web app (docs/decisions/164-knowledge-ui.md). */
let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

const sel = (id: string) => `[data-testid="${id}"]`;
const hex = (text: string) => Buffer.from(text, 'utf8').toString('hex');
const handbook = [
  '# Vacation',
  '',
  'Every employee gets twenty-eight calendar days of paid vacation a year.',
  '',
  '# Expenses',
  '',
  'Taxi rides after ten in the evening are paid back within a week.',
].join('\n');

describe('knowledge bases in a real browser', () => {
  it('uploads a document that turns ready, answers with a citation that opens its passage, and keeps it after a reload', async () => {
    browser = await openBrowser();
    await withAxe(browser.context);
    await signUp(browser, { locale: 'en' });
    const { page } = browser;
    page.setDefaultTimeout(20_000);

    // The cabinet lists the page; a new base opens at once, ready for documents.
    await page.goto(browser.url('/en/cabinet/knowledge'));
    await page.waitForSelector(`${sel('knowledge-manager')}[data-hydrated="true"]`);
    await page.waitForSelector(sel('knowledge-empty'));
    expect(
      await page.locator(`${sel('cabinet-nav')} a[href="/en/cabinet/knowledge"]`).count(),
    ).toBe(1);
    await page.fill(sel('knowledge-new'), 'Company handbook');
    await page.click(sel('knowledge-create-submit'));
    await page.waitForSelector(`${sel('knowledge-documents')}[data-loaded="true"]`);

    // Two files at once: the Markdown is read, the program is refused by name with the types.
    await page.setInputFiles(sel('knowledge-upload'), [
      { name: 'handbook.md', mimeType: 'text/markdown', buffer: Buffer.from(handbook) },
      { name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
    ]);
    await page.waitForSelector(sel('knowledge-refusals'));
    const refusal = (await page.textContent(sel('knowledge-refusals'))) ?? '';
    expect(refusal).toContain('setup.exe');
    expect(refusal).toContain('PDF');
    await page.waitForSelector(`${sel('knowledge-doc')}[data-status="ready"]`);
    expect(await page.textContent(sel('knowledge-doc-status'))).toMatch(/^Ready · passages: \d+$/);
    expect(await seriousViolations(page)).toEqual([]);

    // The composer's pick: a chip, and the send names the base.
    const chat = chatPage(browser);
    await chat.open('/en/chat');
    await page.click(sel('knowledge-pick-open'));
    await page.waitForSelector(`${sel('knowledge-checklist')}[data-loaded="true"]`);
    await page.check(sel('knowledge-check'));
    await page.click(sel('knowledge-pick-done'));
    expect(await page.textContent(sel('knowledge-chip'))).toContain('Company handbook');
    const sent = page.waitForRequest((request) => request.url().includes('knowledge='));
    await chat.send(
      `How many vacation days do employees get? fake:text=${hex('Twenty-eight calendar days [1].')}`,
    );
    expect(new URL((await sent).url()).searchParams.get('knowledge')).toMatch(/^\S+$/);
    await chat.waitForAnswer();

    // [1] is a link; it opens the passage with the cited words marked, and Escape closes it.
    const openPassage = async (opener: string) => {
      await page.click(opener);
      await page.waitForSelector(`${sel('passage-dialog')}[open] ${sel('passage-text')}`);
      expect(await page.textContent(sel('passage-document'))).toBe('handbook.md');
      expect(await page.textContent(sel('passage-text'))).toContain('twenty-eight calendar days');
      expect(await page.locator(sel('passage-highlight')).count()).toBe(1);
    };
    await page.waitForSelector(`${sel('answer-text')} ${sel('citation-ref')}`);
    expect(await page.textContent(sel('answer-source'))).toContain('handbook.md');
    await openPassage(`${sel('answer-text')} ${sel('citation-ref')}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.waitForSelector(sel('passage-dialog'), { state: 'detached' });

    // Saved with the answer: after a reload the marker and the source are still there, and the
    // source opens by keyboard.
    await page.reload();
    await page.waitForSelector(`${sel('model-picker')}[data-ready="true"]`);
    await page.waitForSelector(`${sel('answer-text')} ${sel('citation-ref')}`);
    // The conversation hydrates apart from the composer (decision 184): the key goes to a live
    // button, not to its server-rendered copy.
    await page.waitForSelector(`${sel('answer-sources')}[data-hydrated="true"]`);
    await page.focus(sel('answer-source'));
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${sel('passage-dialog')}[open] ${sel('passage-highlight')}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    // A project folder carries the base: picked in its dialog, it is there when reopened.
    await page.waitForSelector(`${sel('folder-new')}[data-ready="true"]`);
    await page.click(sel('folder-new'));
    await page.fill(sel('folder-name-input'), 'HR questions');
    await page.check(`${sel('folder-name-dialog')} ${sel('knowledge-check')}`);
    await page.click(sel('folder-name-save'));
    const folder = page.locator(sel('folder'), { hasText: 'HR questions' });
    await folder.waitFor();
    await page.waitForSelector(sel('folder-name-dialog'), { state: 'hidden' });
    await folder.locator(`.folder-head ${sel('menu-button')}`).click();
    await page.getByRole('menuitem', { name: 'Rename folder' }).click();
    await page.waitForSelector(
      `${sel('folder-name-dialog')} ${sel('knowledge-checklist')}[data-loaded="true"]`,
    );
    expect(await page.isChecked(`${sel('folder-name-dialog')} ${sel('knowledge-check')}`)).toBe(
      true,
    );
    // The refused upload's 415 is the only error the browser logs.
    expect(browser.errors.filter((error) => !error.includes('415'))).toEqual([]);
  });
});
