import { describe, expect, it } from 'vitest';
import { send } from '../../test/chat-helpers';
import { api, registerUser } from '../../test/helpers';

/** A PDF of `count` empty pages, built by hand: one page object per page under one page tree. */
function pdfWithPages(count: number) {
  const firstPage = 3;
  const kids = Array.from({ length: count }, (_, i) => `${firstPage + i} 0 R`).join(' ');
  const pages = Array.from(
    { length: count },
    (_, i) => `${firstPage + i} 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] >> endobj`,
  );
  const text = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    `2 0 obj << /Type /Pages /Kids [${kids}] /Count ${count} >> endobj`,
    ...pages,
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
  return new File([text], 'pages.pdf', { type: 'application/pdf' });
}

const chatsOf = async (headers: Record<string, string>) =>
  ((await (await api('/v1/chat', { headers })).json()) as { items: unknown[] }).items;

describe('a PDF is read only after the money check, and within bounds', () => {
  it('a team without money gets 402 before its PDF is opened', async () => {
    const { headers } = await registerUser({ confirm: false });
    // Not a PDF the reader could open: a 400 would mean it was read before the money check.
    const broken = new File(['%PDF-1.4 not really'], 'broken.pdf', { type: 'application/pdf' });
    const unread = await send(headers, { file: broken });
    expect(unread.status).toBe(402);
    expect(await unread.json()).toMatchObject({ code: 'insufficient_funds' });
    const many = await send(headers, { file: pdfWithPages(600) });
    expect(many.status).toBe(402);
    expect(await chatsOf(headers)).toEqual([]);
  });

  it('a funded team gets 413 for a PDF past 500 pages, and nothing is started', async () => {
    const { headers } = await registerUser();
    const res = await send(headers, { file: pdfWithPages(600) });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      code: 'pdf_too_many_pages',
      message: 'The PDF has 600 pages; we read at most 500. Attach the part you need.',
    });
    expect(await chatsOf(headers)).toEqual([]);
    // At the cap it is read as usual.
    const atCap = await send(headers, { file: pdfWithPages(500), stream: false });
    expect(atCap.status).toBe(200);
  }, 60_000);
});
