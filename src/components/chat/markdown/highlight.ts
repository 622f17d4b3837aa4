import { bundledLanguages, createHighlighter, type Highlighter } from 'shiki';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';

let highlighter: Promise<Highlighter> | undefined;

/** Highlights code with light and dark colours as CSS variables; undefined for unknown languages. */
export async function highlight(code: string, language: string): Promise<string | undefined> {
  const lang = language.toLowerCase();
  if (!(lang in bundledLanguages)) return undefined;
  highlighter ??= createHighlighter({
    // The high-contrast GitHub themes: every token, comments included, keeps 4.5:1 on the code
    // block's background (axe color-contrast; the plain ones' comments fall to about 3:1 in dark).
    themes: ['github-light-high-contrast', 'github-dark-high-contrast'],
    langs: [],
    engine: createJavaScriptRegexEngine(),
  });
  const ready = await highlighter;
  if (!ready.getLoadedLanguages().includes(lang))
    await ready.loadLanguage(lang as keyof typeof bundledLanguages);
  return ready.codeToHtml(code, {
    lang,
    themes: { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' },
    defaultColor: false,
  });
}
