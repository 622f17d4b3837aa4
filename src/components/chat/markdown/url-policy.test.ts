import { describe, expect, it } from 'vitest';
import { imageSource, isExternalUrl, safeUrl } from './url-policy';

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

describe('imageSource', () => {
  it.each([
    '/api/v1/files/1/content',
    'api/v1/files/1',
    'data:image/png;base64,iVBORw0KGgo=',
    'blob:https://beseda.example/0b6c7a1e-1111-4222-8333-944445555666',
  ])('shows our own media %j inline', (url) => {
    expect(imageSource(url)).toEqual({ kind: 'inline', src: url });
  });

  it.each([
    ['https://attacker.example/?q=secret', 'attacker.example'],
    ['http://attacker.example:8080/a.png', 'attacker.example:8080'],
    ['//attacker.example/a.png', 'attacker.example'],
    ['/\\attacker.example/a.png', 'attacker.example'],
    ['\\\\attacker.example/a.png', 'attacker.example'],
    [' https://ATTACKER.example/x', 'attacker.example'],
    ['https://own-origin.invalid/x', 'own-origin.invalid'],
  ])('turns the image %j on another host into a link to %s', (url, host) => {
    expect(imageSource(url)).toMatchObject({ kind: 'remote', host });
  });

  it.each([
    null,
    '',
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'mailto:a@b.c',
    'tel:123',
  ])('drops %j', (url) => {
    expect(imageSource(url)).toEqual({ kind: 'dropped' });
  });
});
