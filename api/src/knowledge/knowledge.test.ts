import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, json, type RegisteredUser, registerUser } from '../../test/helpers';
import {
  documentsSettled,
  docxWith,
  encryptedPdf,
  pdfWithText,
  upload,
} from '../../test/knowledge-fixtures';
import { expectUsageNamedAsTheirRefs } from '../../test/ledger-helpers';
import { holdsOf, usageLines } from '../../test/money-helpers';
import { joinTeam } from '../../test/team-helpers';

type Base = { id: string; name: string; documents: number; updatedAt: string; canEdit: boolean };

const create = async (user: RegisteredUser, name: string) => {
  const res = await api('/v1/knowledge', json('POST', { name }, user.headers));
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; name: string };
};
const list = async (user: RegisteredUser) =>
  (
    (await (await api('/v1/knowledge', { headers: user.headers })).json()) as {
      knowledgeBases: Base[];
    }
  ).knowledgeBases;

describe('/v1/knowledge', () => {
  it('makes, lists, renames and deletes bases; members use, only creator and owner edit, strangers get 404', async () => {
    const owner = await registerUser();
    const mate = await registerUser();
    const stranger = await registerUser();
    await joinTeam(owner, mate);

    const base = await create(owner, '  Handbook ');
    expect(base).toEqual({ id: expect.any(String), name: 'Handbook' });
    const mine = await create(mate, 'Mate notes');
    expect(await list(owner)).toEqual([
      {
        id: mine.id,
        name: 'Mate notes',
        documents: 0,
        updatedAt: expect.any(String),
        canEdit: true,
      },
      { id: base.id, name: 'Handbook', documents: 0, updatedAt: expect.any(String), canEdit: true },
    ]);
    // The mate sees both, edits only their own.
    expect((await list(mate)).map((b) => [b.name, b.canEdit])).toEqual([
      ['Mate notes', true],
      ['Handbook', false],
    ]);
    expect(await list(stranger)).toEqual([]);

    const renamedByMate = await api(
      `/v1/knowledge/${base.id}`,
      json('PATCH', { name: 'X' }, mate.headers),
    );
    expect(renamedByMate.status).toBe(403);
    expect(await renamedByMate.json()).toMatchObject({ code: 'knowledge_read_only' });
    expect((await upload(mate.headers, base.id, 'a.txt', 'text')).status).toBe(403);
    const renamed = await api(
      `/v1/knowledge/${base.id}`,
      json('PATCH', { name: 'Policies' }, owner.headers),
    );
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ id: base.id, name: 'Policies' });
    // The owner edits the mate's base too.
    const ownerRename = await api(
      `/v1/knowledge/${mine.id}`,
      json('PATCH', { name: 'Mate' }, owner.headers),
    );
    expect(ownerRename.status).toBe(200);

    for (const path of [`/v1/knowledge/${base.id}`, `/v1/knowledge/${base.id}/documents`]) {
      expect((await api(path, { method: 'DELETE', headers: stranger.headers })).status).toBe(404);
    }
    expect(
      (await api(`/v1/knowledge/${base.id}/documents`, { headers: stranger.headers })).status,
    ).toBe(404);
    expect(
      (await api(`/v1/knowledge/${base.id}/documents`, { headers: mate.headers })).status,
    ).toBe(200);
    expect(
      (await api(`/v1/knowledge/${base.id}`, json('PATCH', { name: 'Mine' }, stranger.headers)))
        .status,
    ).toBe(404);
    expect((await upload(stranger.headers, base.id, 'a.txt', 'text')).status).toBe(404);

    const bad = await api('/v1/knowledge', json('POST', { name: '' }, owner.headers));
    expect(bad.status).toBe(400);

    expect(
      (await api(`/v1/knowledge/${base.id}`, { method: 'DELETE', headers: mate.headers })).status,
    ).toBe(403);
    const gone = await api(`/v1/knowledge/${base.id}`, {
      method: 'DELETE',
      headers: owner.headers,
    });
    expect(gone.status).toBe(204);
    expect((await list(owner)).map((b) => b.name)).toEqual(['Mate']);
  }, 30_000);

  it('reads every accepted type into passages, refuses others by name and fails a broken PDF readably', async () => {
    const registered = await registerUser();
    const user = { ...registered, headers: { ...registered.headers, 'X-Ad-Locale': 'en' } };
    const base = await create(user, 'Everything');
    const files: Array<[string, Uint8Array | string, string]> = [
      [
        'guide.pdf',
        pdfWithText([
          'Vacation policy: 28 days of paid leave.',
          'Remote work is allowed on Fridays.',
        ]),
        'application/pdf',
      ],
      [
        'onboarding.docx',
        docxWith(['# Equipment', 'Every engineer gets a laptop and two monitors.']),
        '',
      ],
      [
        'notes.md',
        '# Security\n\nRotate passwords every ninety days.\n\n## Badges\n\nBadges open the office.',
        '',
      ],
      ['faq.txt', 'The canteen opens at noon.\n\nParking is free for employees.', 'text/plain'],
      [
        'page.html',
        '<html><head><title>t</title><script>var x = "hidden";</script></head><body><h1>Travel</h1><p>Trains are booked by the office manager &amp; paid by the company.</p></body></html>',
        'text/html',
      ],
      ['staff.csv', 'name,city\nAnna,Kazan\n"Boris, Jr.",Omsk\n', 'text/csv'],
    ];
    for (const [name, body, type] of files) {
      const res = await upload(user.headers, base.id, name, body, type);
      expect(res.status, name).toBe(202);
      expect(await res.json()).toEqual({ id: expect.any(String), name, status: 'processing' });
    }
    const refused = await upload(
      user.headers,
      base.id,
      'photo.png',
      new Uint8Array([137, 80, 78, 71]),
      'image/png',
    );
    expect(refused.status).toBe(415);
    expect(await refused.json()).toEqual({
      code: 'unsupported_type',
      message: 'This file type is not supported. Accepted: PDF, DOCX, Markdown, TXT, HTML, CSV',
    });
    const broken = await upload(
      user.headers,
      base.id,
      'broken.pdf',
      '%PDF-1.4 this is not a pdf',
      'application/pdf',
    );
    expect(broken.status).toBe(202);
    const locked = await upload(
      user.headers,
      base.id,
      'locked.pdf',
      encryptedPdf(),
      'application/pdf',
    );
    expect(locked.status).toBe(202);

    const documents = await documentsSettled(user.headers, base.id);
    const byName = new Map(documents.map((doc) => [doc.name, doc]));
    for (const [name] of files) {
      expect(byName.get(name), name).toMatchObject({ status: 'ready', chunks: expect.any(Number) });
      expect(byName.get(name)?.chunks, name).toBeGreaterThan(0);
    }
    expect(byName.get('broken.pdf')).toMatchObject({
      status: 'failed',
      chunks: 0,
      error: 'The file is damaged or is not the type its name says, so it could not be read',
    });
    expect(byName.get('locked.pdf')).toMatchObject({
      status: 'failed',
      error: 'The PDF is protected by a password: upload a copy without one',
    });
    expect((await list(user))[0]).toMatchObject({ documents: 8 });
    // Embedding was charged to the team: one usage line a read document, every hold settled.
    const lines = (await usageLines(env, user.user.entityId)).filter((line) =>
      line.ref?.startsWith('knowledge/'),
    );
    expect(lines).toHaveLength(files.length);
    expect(lines.reduce((sum, line) => sum + line.amount_kopecks, 0)).toBeLessThan(0);
    await expectUsageNamedAsTheirRefs(user.user.entityId);
    const holds = (await holdsOf(env, user.user.entityId)).filter((hold) =>
      hold.request_id.startsWith('knowledge/'),
    );
    expect(holds).toHaveLength(0);

    // Passages keep their page or section; the HTML's script is not text.
    const pdf = byName.get('guide.pdf');
    const second = await api(`/v1/knowledge/${base.id}/documents/${pdf?.id}/passages/0`, {
      headers: user.headers,
    });
    expect(second.status).toBe(200);
    expect(await second.json()).toMatchObject({
      n: 0,
      knowledgeId: base.id,
      documentId: pdf?.id,
      documentName: 'guide.pdf',
      page: 1,
      text: expect.stringContaining('28 days'),
    });
    const html = await (
      await api(`/v1/knowledge/${base.id}/documents/${byName.get('page.html')?.id}/passages/0`, {
        headers: user.headers,
      })
    ).json();
    expect(html).toMatchObject({
      section: 'Travel',
      text: 'Trains are booked by the office manager & paid by the company.',
    });
    const docx = await (
      await api(
        `/v1/knowledge/${base.id}/documents/${byName.get('onboarding.docx')?.id}/passages/0`,
        { headers: user.headers },
      )
    ).json();
    expect(docx).toMatchObject({
      section: 'Equipment',
      text: expect.stringContaining('two monitors'),
    });
    const csv = await (
      await api(`/v1/knowledge/${base.id}/documents/${byName.get('staff.csv')?.id}/passages/0`, {
        headers: user.headers,
      })
    ).json();
    expect(csv).toMatchObject({ text: expect.stringContaining('name: Boris, Jr.; city: Omsk') });

    // Deleting a document removes its passages.
    const removed = await api(`/v1/knowledge/${base.id}/documents/${pdf?.id}`, {
      method: 'DELETE',
      headers: user.headers,
    });
    expect(removed.status).toBe(204);
    const after = await api(`/v1/knowledge/${base.id}/documents/${pdf?.id}/passages/0`, {
      headers: user.headers,
    });
    expect(after.status).toBe(404);
    const rows = await env.DB.prepare(
      'SELECT count(*) AS n FROM knowledge_documents WHERE knowledge_base_id = ?1',
    )
      .bind(base.id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(7);
  }, 60_000);
});
