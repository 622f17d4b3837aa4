import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

/**
 * Migration 0053 on a database that already has shares and chat copies: it runs on an empty D1 of
 * its own (`MIGRATION_CHECK_DB`, api/vitest.config.ts), migrated up to the one before, given rows
 * as the code before 0053 wrote them, then migrated to the end.
 */
describe('migration 0053 fills the share and file directories from existing rows', () => {
  it('names each share’s owner and team, and every holder of a key two people hold', async () => {
    const db = env.MIGRATION_CHECK_DB;
    const [before, after] = [
      env.TEST_MIGRATIONS.filter((m) => m.name < '0053'),
      env.TEST_MIGRATIONS.filter((m) => m.name >= '0053'),
    ];
    expect(after[0]?.name).toBe('0053_share_and_file_directory.sql');
    await applyD1Migrations(db, before);

    const at = (minute: number) => `2026-01-01T00:${String(minute).padStart(2, '0')}:00.000Z`;
    const people = ['ann', 'bob', 'cat'] as const;
    const rows = [
      ...people.map((id) =>
        db
          .prepare(
            `INSERT INTO users (id, email, password_hash, password_salt, password_iterations,
               entity_id, created_at, updated_at) VALUES (?1, ?1 || '@x.test', '', '', 1, ?2, ?3, ?3)`,
          )
          .bind(id, `team-${id}`, at(0)),
      ),
      ...people.map((id) =>
        db
          .prepare('INSERT INTO entities (id, name, owner_id, created_at) VALUES (?1, ?1, ?2, ?3)')
          .bind(`team-${id}`, id, at(0)),
      ),
    ];
    // [chat, owner, team, [r2 keys of its one message's attachments]]
    const chats: [string, string, string, string[]][] = [
      ['ann-chat', 'ann', 'team-ann', ['k-shared', 'k-ann']],
      ['bob-copy', 'bob', 'team-bob', ['k-shared']],
      ['bob-own', 'bob', 'team-bob', ['k-bob']],
      ['bob-own-copy', 'bob', 'team-bob', ['k-bob']],
      ['cat-copy', 'cat', 'team-ann', ['k-shared']],
    ];
    chats.forEach(([chat, owner, team, keys], n) => {
      rows.push(
        db
          .prepare(
            `INSERT INTO chats (id, owner_id, entity_id, name, created_at, updated_at)
             VALUES (?1, ?2, ?3, ?1, ?4, ?4)`,
          )
          .bind(chat, owner, team, at(n + 1)),
        db
          .prepare(
            `INSERT INTO messages (id, chat_id, user_id, role, content, created_at, updated_at)
             VALUES (?1 || '-q', ?1, ?2, 'user', 'hi', ?3, ?3)`,
          )
          .bind(chat, owner, at(n + 1)),
        ...keys.map((key) =>
          db
            .prepare(
              `INSERT INTO attachments (id, message_id, chat_id, r2_key, name, content_type, size,
                 created_at) VALUES (?1 || '/' || ?2, ?1 || '-q', ?1, ?2, 'f', 'text/plain', 1, ?3)`,
            )
            .bind(chat, key, at(n + 1)),
        ),
      );
    });
    const share = db.prepare(
      "INSERT INTO chat_shares (chat_id, user_id, created_at) VALUES (?1, ?2, '2026-01-02')",
    );
    rows.push(share.bind('ann-chat', 'bob'), share.bind('ann-chat', 'cat'));
    rows.push(share.bind('bob-own', 'cat'));
    await db.batch(rows);

    await applyD1Migrations(db, env.TEST_MIGRATIONS);

    const shares = await db
      .prepare('SELECT chat_id, user_id, owner_id, entity_id FROM chat_shares ORDER BY 1, 2')
      .all();
    expect(shares.results).toEqual([
      { chat_id: 'ann-chat', user_id: 'bob', owner_id: 'ann', entity_id: 'team-ann' },
      { chat_id: 'ann-chat', user_id: 'cat', owner_id: 'ann', entity_id: 'team-ann' },
      { chat_id: 'bob-own', user_id: 'cat', owner_id: 'bob', entity_id: 'team-bob' },
    ]);
    // Only the key more than one person holds; one person's copies of their own chat need none.
    const refs = await db
      .prepare('SELECT r2_key, holder_id, created_at FROM file_refs ORDER BY 1, 2')
      .all();
    expect(refs.results).toEqual([
      { r2_key: 'k-shared', holder_id: 'ann', created_at: at(1) },
      { r2_key: 'k-shared', holder_id: 'bob', created_at: at(2) },
      { r2_key: 'k-shared', holder_id: 'cat', created_at: at(5) },
    ]);
    const index = await db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND name = 'chat_shares_owner'")
      .first<string>('name');
    expect(index).toBe('chat_shares_owner');
  });
});
