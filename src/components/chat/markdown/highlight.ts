import { bundledLanguages, createHighlighter, type Highlighter } from 'shiki';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';

let highlighter: Promise<Highlighter> | undefined;

/** Highlights code with light and dark colours as CSS variables; undefined for unknown languages. */
export async function highlight(code: string, language: string): Promise<string | undefined> {
  const lang = language.toLowerCase();
  if (!(lang in bundledLanguages)) return undefined;
  highlighter ??= createHighlighter({
    themes: ['github-light', 'github-dark'],
    langs: [],
    engine: createJavaScriptRegexEngine(),
  });
  const ready = await highlighter;
  if (!ready.getLoadedLanguages().includes(lang))
    await ready.loadLanguage(lang as keyof typeof bundledLanguages);
  return ready.codeToHtml(code, {
    lang,
    themes: { light: 'github-light', dark: 'github-dark' },
    defaultColor: false,
  });
}
