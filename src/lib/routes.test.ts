import { describe, expect, it } from 'vitest';
import { matchRoute, routes } from './routes';

describe('matchRoute', () => {
  it('finds every SPEC §2 screen with its access rule', () => {
    expect(matchRoute('/')?.access).toBe('open');
    expect(matchRoute('/auth/login')?.access).toBe('guest');
    expect(matchRoute('/cabinet/balance')).toMatchObject({
      access: 'required',
      route: { layout: 'cabinet' },
    });
    expect(matchRoute('/ui/actions-modal')?.access).toBe('open');
    expect(matchRoute('/admin/models')).toMatchObject({
      access: 'operator',
      route: { layout: 'admin' },
    });
    expect(matchRoute('/confirm-email')).toMatchObject({
      access: 'required',
      route: { layout: 'login' },
    });
  });

  it('treats the slug as optional and prefers literal segments', () => {
    expect(matchRoute('/chat')?.params).toEqual({});
    expect(matchRoute('/chat/42')?.params).toEqual({ slug: '42' });
    expect(matchRoute('/chat/image')?.route.path).toBe('/chat/image/:slug?');
    expect(matchRoute('/chat/midjourney/7')).toMatchObject({
      route: { path: '/chat/midjourney/:slug?' },
      params: { slug: '7' },
    });
  });

  it('refuses paths no route declares', () => {
    expect(matchRoute('/no-such-page')).toBeNull();
    expect(matchRoute('/cabinet')).toBeNull();
    expect(matchRoute('/chat/1/2')).toBeNull();
    expect(matchRoute('/auth/login/extra')).toBeNull();
  });

  it('declares 39 screens (the two-factor code step, API keys, tools, memory, knowledge bases, usage and the console among them), each with a layout', () => {
    expect(routes).toHaveLength(39);
    for (const route of routes) expect(route.layout).toBeTruthy();
  });
});
