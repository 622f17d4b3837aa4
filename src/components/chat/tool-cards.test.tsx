import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../i18n/locale-context';
import type { Locale } from '../../i18n/locales';
import type { ToolCallView } from '../../lib/chat/types';
import { ToolCards } from './tool-cards';

const call: ToolCallView = {
  id: 'call-1',
  server: 'Everything',
  tool: 'get-tiny-image',
  input: {},
  output: 'A tiny image:\n[image image/png]\nThe image above is the MCP logo.',
  isError: false,
  files: [
    { mediaId: 'm-1', name: 'get-tiny-image-1.png', size: 120, contentType: 'image/png' },
    { mediaId: 'm-2', name: 'page.svg', size: 40, contentType: 'image/svg+xml' },
  ],
};

const render = (locale: Locale, calls: ToolCallView[]) =>
  renderToStaticMarkup(
    <LocaleProvider locale={locale}>
      <ToolCards calls={calls} />
    </LocaleProvider>,
  );

describe('a tool card with the images its tool returned', () => {
  it('shows raster images as thumbnails linking to full size, with localized alt text', () => {
    const html = render('en', [call]);
    expect(html.match(/data-testid="tool-card-image"/g)).toHaveLength(1);
    expect(html).toContain('src="/api/v1/media/m-1"');
    expect(html).toContain('href="/api/v1/media/m-1"');
    expect(html).toContain('alt="Image 1 returned by get-tiny-image"');
    expect(html).toContain('rel="noopener noreferrer"');
    // Only the four raster types render as images.
    expect(html).not.toContain('m-2');
    expect(render('ru', [call])).toContain(
      'alt="Изображение 1, которое вернул инструмент get-tiny-image"',
    );
  });

  it('shows none while the call runs or when it returned none', () => {
    const running = { ...call, output: undefined, isError: undefined };
    expect(render('en', [running])).not.toContain('tool-card-image');
    expect(render('en', [{ ...call, files: undefined }])).not.toContain('tool-card-image');
  });
});

describe('a finished tool card', () => {
  const echo: ToolCallView = {
    id: 'call-2',
    server: 'Everything',
    tool: 'echo',
    input: { message: 'hi' },
    output: 'Echo: hi',
    isError: false,
    durationMs: 300,
  };
  const duration = (html: string) =>
    /data-testid="tool-card-duration">(.*?)<\/span><\/summary>/
      .exec(html)?.[1]
      ?.replace(/<[^>]+>/g, '')
      .replace(/[\u00a0\u202f]/g, ' ');

  it('tells in its one line how long the tool ran, in the page language', () => {
    expect(duration(render('ru', [echo]))).toBe('время выполнения 0,3 с');
    expect(duration(render('en', [{ ...echo, durationMs: 1250 }]))).toBe('run time 1.3 sec');
    expect(render('en', [echo])).toContain('dateTime="PT0.3S"');
  });

  it('shows no duration for an answer saved before durations were kept, nor while it runs', () => {
    expect(render('en', [{ ...echo, durationMs: undefined }])).not.toContain('tool-card-duration');
    const running = { ...echo, output: undefined, isError: undefined };
    expect(render('en', [running])).not.toContain('tool-card-duration');
  });
});
