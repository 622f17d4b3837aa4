/** The messages the app and the preview page exchange (src/components/chat/markdown/code-preview.tsx). */
export const previewMessages = { ready: 'beseda-preview-ready', render: 'beseda-preview' } as const;

/**
 * The one page of the sandbox: it tells its parent it is ready (only an app origin receives it),
 * takes `{type: 'beseda-preview', code, title}` from an app origin, and renders the code in a
 * nested `sandbox="allow-scripts"` frame, so the preview's script never shares a window with
 * this page's listener. The origins are checked `https://` or loopback origins, so they are safe
 * inside the script as JSON.
 */
export function previewShell(appOrigins: string[]): string {
  const origins = JSON.stringify(appOrigins).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Preview</title>
<style>html,body{margin:0;height:100%;background:#fff}iframe{display:block;border:0;width:100%;height:100%}</style>
</head>
<body>
<script>
(() => {
  const appOrigins = ${origins};
  let frame;
  addEventListener('message', (event) => {
    if (event.source !== parent || !appOrigins.includes(event.origin)) return;
    const data = event.data;
    if (!data || data.type !== '${previewMessages.render}' || typeof data.code !== 'string') return;
    frame?.remove();
    frame = document.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-scripts');
    frame.title = typeof data.title === 'string' ? data.title : 'Preview';
    frame.srcdoc = data.code;
    document.body.append(frame);
  });
  for (const origin of appOrigins) parent.postMessage({ type: '${previewMessages.ready}' }, origin);
})();
</script>
</body>
</html>
`;
}
