// Local mail for `npm start`: the api writes every message to its D1 outbox when no mail service
// is configured; this prints each new one in the console, so a confirmation or reset code is
// right there. Reads the api's local SQLite file directly (read-only, Node's built-in driver) so
// the api's own log level stays quiet.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { root } from './workers.mjs';

const d1Folder = join(root, 'api/.wrangler/state/v3/d1/miniflare-D1DatabaseObject');

function openOutbox() {
  if (!existsSync(d1Folder)) return undefined;
  for (const file of readdirSync(d1Folder)) {
    if (!file.endsWith('.sqlite') || file === 'metadata.sqlite') continue;
    const db = new DatabaseSync(join(d1Folder, file), { readOnly: true });
    const hasOutbox = db
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'email_outbox'")
      .get();
    if (hasOutbox) return db;
    db.close();
  }
  return undefined;
}

/** The text a mail gets in the console. */
export function formatMail({ to_address, subject, body }) {
  const text = String(body)
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
  return `\n  ✉ mail to ${to_address}: ${subject}\n${text}\n`;
}

/**
 * Prints every mail the api puts in its local outbox from now on; returns a function that stops.
 * @example const stopMailbox = watchOutbox(console.log)
 */
export function watchOutbox(print, everyMs = 1000) {
  const db = openOutbox();
  if (!db) return () => {};
  const newest = () =>
    db.prepare('SELECT coalesce(max(rowid), 0) AS id FROM email_outbox').get().id;
  let seen = newest();
  const next = db.prepare(
    'SELECT rowid AS id, to_address, subject, body FROM email_outbox WHERE rowid > ? ORDER BY rowid',
  );
  const timer = setInterval(() => {
    try {
      for (const mail of next.all(seen)) {
        seen = mail.id;
        print(formatMail(mail));
      }
    } catch {
      // A write in progress may lock the file for a moment: the next tick reads it.
    }
  }, everyMs);
  return () => {
    clearInterval(timer);
    db.close();
  };
}
