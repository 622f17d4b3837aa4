import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../i18n/locale-context';
import { MessageAttachments } from './message-attachments';

const html = (url: string, type = 'application/pdf') =>
  renderToStaticMarkup(
    <LocaleProvider locale="en">
      <MessageAttachments files={[{ id: 'f1', name: 'report.pdf', type, url }]} />
    </LocaleProvider>,
  );

describe('MessageAttachments', () => {
  it('links a stored file through the front’s /api and a local preview as it is', () => {
    expect(html('/v1/message/attachment/f1')).toContain('href="/api/v1/message/attachment/f1"');
    expect(html('blob:http://web.test/1', 'image/png')).toContain('src="blob:http://web.test/1"');
  });

  it('never links a script, data or foreign URL (CVE-2026-109291/109300 class)', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      'https://attacker.example/x',
    ]) {
      for (const type of ['application/pdf', 'image/png']) {
        const out = html(url, type);
        expect(out).not.toMatch(/<a |<img /);
        expect(out).toContain('report.pdf');
      }
    }
  });
});
