import type { Env } from '../env';
import { oneLine } from '../lib/display-name';
import { nowIso } from '../lib/time';

const SUBJECT_MAX_CHARS = 200;

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * The one way the api sends mail. With `EMAIL_API_URL` configured it POSTs JSON
 * `{from, to, subject, text}` with `Authorization: Bearer EMAIL_API_KEY`; otherwise (local runs,
 * tests) the message goes to the `email_outbox` table and one log line.
 *
 * @example await sendEmail(env, { to, subject: 'Code', text: 'Your code: 123456' })
 */
export async function sendEmail(env: Env, mail: EmailMessage): Promise<void> {
  // A subject is one header line: no text may break it (CR/LF would start new headers).
  const message = { ...mail, subject: oneLine(mail.subject, SUBJECT_MAX_CHARS) };
  if (env.EMAIL_API_URL) {
    const res = await fetch(env.EMAIL_API_URL, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(env.EMAIL_API_KEY ? { Authorization: `Bearer ${env.EMAIL_API_KEY}` } : {}),
      },
      body: JSON.stringify({ from: env.EMAIL_FROM ?? 'no-reply@beseda.example', ...message }),
    });
    if (!res.ok) throw new Error(`email API answered ${res.status}`);
    return;
  }
  await env.DB.prepare(
    'INSERT INTO email_outbox (id, to_address, subject, body, created_at) VALUES (?1, ?2, ?3, ?4, ?5)',
  )
    .bind(crypto.randomUUID(), message.to, message.subject, message.text, nowIso())
    .run();
  console.log(`[email outbox] to=${message.to} subject="${message.subject}" ${message.text}`);
}
