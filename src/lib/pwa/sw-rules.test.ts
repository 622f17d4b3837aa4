import { describe, expect, it } from 'vitest';
import {
  isCacheable,
  offlinePageFor,
  precachePaths,
  requestPlan,
  shellCacheName,
  staleCaches,
} from './sw-rules';

const origin = 'https://beseda.example';
const get = (path: string, mode = 'cors') => ({ method: 'GET', url: `${origin}${path}`, mode });

describe('what the service worker caches', () => {
  it('keeps the hashed build files and the icons, from the cache first', () => {
    expect(requestPlan(get('/assets/index-4f2a.js'), origin)).toBe('asset');
    expect(requestPlan(get('/assets/style-9c1d.css', 'no-cors'), origin)).toBe('asset');
    expect(requestPlan(get('/icons/icon-192.png', 'no-cors'), origin)).toBe('static');
    expect(requestPlan(get('/favicon.svg', 'no-cors'), origin)).toBe('static');
  });

  it('never caches the api, RSC payloads, pages or anything not ours', () => {
    expect(requestPlan(get('/api/v1/chat'), origin)).toBe('network');
    expect(requestPlan(get('/api/auth/session'), origin)).toBe('network');
    expect(requestPlan(get('/RSC/R/en/chat.txt'), origin)).toBe('network');
    expect(requestPlan(get('/version.json'), origin)).toBe('network');
    expect(requestPlan(get('/manifest.webmanifest?lang=en'), origin)).toBe('network');
    expect(requestPlan(get('/sw.js'), origin)).toBe('network');
    expect(requestPlan(get('/assets/x.js?v=1'), origin)).toBe('network');
    expect(
      requestPlan({ ...get('/assets/a.js'), url: 'https://cdn.example/assets/a.js' }, origin),
    ).toBe('network');
    expect(requestPlan({ ...get('/api/v1/chat'), method: 'POST' }, origin)).toBe('network');
    // A signed-in page is a navigation: it goes to the network and is never stored.
    expect(requestPlan(get('/en/chat/1', 'navigate'), origin)).toBe('page');
    expect(requestPlan(get('/api/v1/chats/1/export', 'navigate'), origin)).toBe('network');
    expect(requestPlan({ ...get('/api/auth/login', 'navigate'), method: 'POST' }, origin)).toBe(
      'network',
    );
  });

  it('stores only whole, same-origin answers', () => {
    expect(isCacheable({ status: 200, type: 'basic' })).toBe(true);
    expect(isCacheable({ status: 404, type: 'basic' })).toBe(false);
    expect(isCacheable({ status: 206, type: 'basic' })).toBe(false);
    expect(isCacheable({ status: 0, type: 'opaque' })).toBe(false);
    expect(isCacheable({ status: 200, type: 'cors' })).toBe(false);
  });
});

describe('builds and languages', () => {
  it('keeps one cache per build and drops every older build’s, never other caches', () => {
    expect(shellCacheName('b2')).toBe('beseda-shell-b2');
    expect(staleCaches(['beseda-shell-a1', 'beseda-shell-b2', 'someone-else'], 'b2')).toEqual([
      'beseda-shell-a1',
    ]);
    expect(staleCaches(['beseda-shell-b2'], 'b2')).toEqual([]);
  });

  it('shows the offline page in the page’s language, else the browser’s', () => {
    expect(offlinePageFor('/ru/chat/1', 'en-US')).toBe('/ru/offline');
    expect(offlinePageFor('/en/cabinet/balance', 'ru-RU')).toBe('/en/offline');
    expect(offlinePageFor('/', 'en-GB')).toBe('/en/offline');
    expect(offlinePageFor('/', 'de-DE')).toBe('/ru/offline');
    expect(precachePaths).toEqual(expect.arrayContaining(['/en/offline', '/ru/offline']));
  });
});
