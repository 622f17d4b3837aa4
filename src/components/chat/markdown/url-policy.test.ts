import { describe, expect, it } from 'vitest';
import { isExternalUrl, safeUrl } from './url-policy';

describe('safeUrl', () => {
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'FILE://c:/windows',
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'livescript:alert(1)',
    'mocha:alert(1)',
    'x-unknown:thing',
  ])('refuses %j as a link and as an image', (url) => {
    expect(safeUrl(url, 'href')).toBeNull();
    expect(safeUrl(url, 'src')).toBeNull();
  });

  it.each([
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/jpeg;base64,/9j/4AAQ',
    'data:image/gif;base64,R0lGODlh',
    'data:image/webp;base64,UklGR',
  ])('keeps the data image %j only where an image is expected', (url) => {
    expect(safeUrl(url, 'src')).toBe(url);
    expect(safeUrl(url, 'href')).toBeNull();
  });

  it.each([
    'https://example.com/a?b=c#d',
    'http://example.com',
    'mailto:someone@example.com',
    '/ru/chat/1',
    'relative/path',
    '#section',
    '?q=1',
    'path/with:colon-after-slash',
  ])('keeps %j', (url) => {
    expect(safeUrl(url, 'href')).toBe(url);
  });
});

describe('isExternalUrl', () => {
  it('knows links that leave the app', () => {
    expect(isExternalUrl('https://example.com')).toBe(true);
    expect(isExternalUrl('//example.com')).toBe(true);
    expect(isExternalUrl('/ru/chat')).toBe(false);
    expect(isExternalUrl('mailto:a@b.c')).toBe(false);
  });
});
