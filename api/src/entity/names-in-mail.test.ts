import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, json, registerUser } from '../../test/helpers';
import { mailName, oneLine } from '../lib/display-name';

type Mail = { subject: string; body: string };

const mailTo = (email: string) =>
  env.DB.prepare(
    'SELECT subject, body FROM email_outbox WHERE to_address = ?1 ORDER BY created_at DESC, rowid DESC LIMIT 1',
  )
    .bind(email)
    .first<Mail>();

const phishing = 'Your account is locked. Pay at https://evil.example/pay to unlock';

/** An owner whose name and team name were stored before names had to be one line. */
async function ownerWithLegacyNames(name: string, teamName: string) {
  const owner = await registerUser();
  await env.DB.batch([
    env.DB.prepare('UPDATE users SET name = ?2 WHERE id = ?1').bind(owner.user.id, name),
    env.DB.prepare('UPDATE entities SET name = ?2 WHERE id = ?1').bind(
      owner.user.entityId,
      teamName,
    ),
  ]);
  return owner;
}

describe('names where they are set', () => {
  it('refuses a profile, team or sign-up name with a line break or a control, and stores nothing', async () => {
    const { headers, user } = await registerUser({ name: 'Plain Name' });
    for (const name of [
      'Ann\r\nBcc: victim@example.com',
      'Ann\u2028Second line',
      'Ann\u202eevil',
      'Ann\tTab',
    ]) {
      const profile = await api(
        '/v1/user',
        json('PATCH', { name }, { ...headers, 'X-Ad-Locale': 'en' }),
      );
      expect(profile.status, JSON.stringify(name)).toBe(400);
      expect(await profile.json()).toMatchObject({ code: 'validation_failed', field: 'name' });
      const team = await api('/v1/entity', json('PATCH', { name }, headers));
      expect(team.status, JSON.stringify(name)).toBe(400);
      const signUp = await api(
        '/v1/auth/register',
        json('POST', {
          email: `n-${crypto.randomUUID()}@example.com`,
          password: 'correct horse 42',
          name,
        }),
      );
      expect(signUp.status, JSON.stringify(name)).toBe(400);
    }
    const stored = await env.DB.prepare('SELECT name FROM users WHERE id = ?1')
      .bind(user.id)
      .first('name');
    expect(stored).toBe('Plain Name');
    const long = await api('/v1/user', json('PATCH', { name: 'x'.repeat(101) }, headers));
    expect(long.status).toBe(400);
  });
});

describe('names where they are used in mail', () => {
  it('mails an address that never signed up a fixed text with none of the sender’s free text', async () => {
    const owner = await ownerWithLegacyNames(phishing, 'Team\r\nBcc: everyone@example.com');
    const stranger = `stranger-${crypto.randomUUID()}@example.com`;
    expect(
      (await api('/v1/entity/members', json('POST', { email: stranger }, owner.headers))).status,
    ).toBe(202);
    const mail = await mailTo(stranger);
    expect(mail?.subject).toBe('Приглашение в команду в «Беседе»');
    expect(mail?.body).toContain(owner.email);
    expect(mail?.body).toContain('«Беседе»');
    expect(mail?.body).not.toContain('evil.example');
    expect(mail?.body).not.toContain('Bcc');
    expect(mail?.body).not.toContain('Team');

    const pending = (await (
      await api('/v1/entity/members', { headers: owner.headers })
    ).json()) as {
      pending: { id: string; email: string }[];
    };
    const id = pending.pending.find((p) => p.email === stranger)?.id;
    await env.DB.prepare('DELETE FROM rate_limits WHERE key LIKE ?1').bind(`invite:%`).run();
    const resent = await api(`/v1/entity/invitations/${id}/resend`, {
      method: 'POST',
      headers: owner.headers,
    });
    expect(resent.status).toBe(200);
    expect((await mailTo(stranger))?.body).not.toContain('evil.example');
  });

  it('gives a confirmed account the names as one short quoted line each, never a second header line', async () => {
    const owner = await ownerWithLegacyNames(
      `${phishing}\r\n\r\nMore lines`,
      'Team\r\nBcc: everyone@example.com',
    );
    const member = await registerUser();
    expect(
      (await api('/v1/entity/members', json('POST', { email: member.email }, owner.headers)))
        .status,
    ).toBe(202);
    const mail = await mailTo(member.email);
    expect(mail?.subject).toBe('Приглашение в команду «Team Bcc: everyone@example.com» в «Беседе»');
    expect(mail?.subject).not.toMatch(/[\r\n]/);
    expect(mail?.body).not.toMatch(/[\r\n]/);
    expect(mail?.body).toContain(`«${mailName(`${phishing}\r\n\r\nMore lines`)}» (${owner.email})`);
    expect(mailName(`${phishing}\r\n\r\nMore lines`).length).toBeLessThanOrEqual(60);
  });

  it('keeps every mail subject one line', () => {
    expect(oneLine('Hi\r\nBcc: x\u2028y', 200)).toBe('Hi Bcc: x y');
    expect(oneLine('x'.repeat(300), 200)).toHaveLength(200);
  });
});
