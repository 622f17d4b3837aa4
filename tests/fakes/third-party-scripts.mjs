// Fakes of the two third-party scripts the web pages load (docs/decisions/085-analytics-and-support-widget.md):
// Yandex Metrica's tag and a helpdesk's chat widget, served from a loopback port of their own so
// the page's CSP has to admit that origin. Loopback only, no dependencies.
import { createServer } from 'node:http';
import { listenOnLoopback } from './listen.mjs';

/**
 * The tag: like Metrica's tag.js it takes over the `ym` global, first replaying the calls the
 * page queued in `ym.a` before it arrived, and reports each `init` (the first page view) and
 * `hit` to `/watch/{counterId}` with `page-url` and `page-ref`, as the real tag reports to
 * mc.yandex.ru/watch/{counterId}. Every call is also kept on `window.__fakeYm` for the test.
 */
const tagJs = `(() => {
  const origin = new URL(document.currentScript.src).origin;
  const calls = (window.__fakeYm = window.__fakeYm || []);
  const queued = (window.ym && window.ym.a) || [];
  const watch = (id, url, ref) => {
    const query = new URLSearchParams({ 'page-url': url, 'page-ref': ref || '' });
    navigator.sendBeacon(origin + '/watch/' + id + '?' + query, '');
  };
  const ym = function (...args) {
    calls.push(JSON.parse(JSON.stringify(args)));
    const [id, method, a, b] = args;
    if (method === 'init') watch(id, location.href, document.referrer);
    if (method === 'hit') watch(id, a, b && b.referer);
  };
  ym.l = (window.ym && window.ym.l) || Date.now();
  window.ym = ym;
  for (const args of queued) ym(...args);
})();
`;

/**
 * The widget: reads its language from the script element's `data-lang` (the helpdesk embed's
 * attribute) and opens a chat panel; a second copy of the script would count a second load.
 */
const widgetJs = `(() => {
  const script = document.currentScript;
  const state = (window.__fakeSupportWidget = window.__fakeSupportWidget || { loads: 0 });
  state.loads += 1;
  state.lang = script.dataset.lang;
  state.defaultOpen = script.dataset.defaultOpen;
  const panel = document.createElement('div');
  panel.id = 'fake-support-widget';
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-label', 'Helpdesk');
  panel.textContent = state.lang === 'en' ? 'How can we help?' : 'Чем помочь?';
  document.body.append(panel);
})();
`;

/**
 * Starts the fake on a free loopback port: `/metrika/tag.js`, `/widget/hde.js`, and
 * `/watch/{id}` beacons; any other path is a 404 (a "broken" script URL for tests).
 * @returns {Promise<{ url: string, requests: { method: string, path: string }[], close: () => Promise<void> }>}
 */
export async function startFakeThirdPartyScripts() {
  /** @type {{ method: string, path: string }[]} */
  const requests = [];
  const server = createServer((req, res) => {
    requests.push({ method: req.method ?? 'GET', path: req.url ?? '/' });
    req.resume();
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const js = { '/metrika/tag.js': tagJs, '/widget/hde.js': widgetJs }[path];
    if (js) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      res.end(js);
    } else if (path.startsWith('/watch/')) {
      res.writeHead(204);
      res.end();
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not Found');
    }
  });
  return {
    url: await listenOnLoopback(server),
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
