import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

/**
 * Migrations 0057 and 0058 rebuild the file directory (`media`), Midjourney's tasks and the share
 * directory without their keys to D1's chats and messages (decisions 218, 223). Run on a database
 * of their own (`KEYS_MIGRATION_CHECK_DB`) that already has rows pointing at each other — a task at its
 * image, a transcription at its audio, shares of a chat — every row must stay, every key hold, and
 * then a chat that lives only in its owner's object can be named.
 */
describe('migrations 0057 and 0058 keep every directory row', () => {
  it('rebuild media, tasks and shares with their rows and keys, and then name chats D1 does not hold', async () => {
    const db = env.KEYS_MIGRATION_CHECK_DB;
    const [before, after] = [
      env.TEST_MIGRATIONS.filter((m) => m.name < '0057'),
      env.TEST_MIGRATIONS.filter((m) => m.name >= '0057'),
    ];
    expect(after[0]?.name).toBe('0057_file_directory_without_chat_keys.sql');
    await applyD1Migrations(db, before);

    const at = '2026-01-01T00:00:00.000Z';
    await db.batch([
      ...['ann', 'bob'].map((id) =>
        db
          .prepare(
            `INSERT INTO users (id, email, password_hash, password_salt, password_iterations,
               entity_id, created_at, updated_at) VALUES (?1, ?1 || '@x.test', '', '', 1, 'team', ?2, ?2)`,
          )
          .bind(id, at),
      ),
      db
        .prepare(
          "INSERT INTO entities (id, name, owner_id, created_at) VALUES ('team', 'T', 'ann', ?1)",
        )
        .bind(at),
      db
        .prepare(
          `INSERT INTO chats (id, owner_id, entity_id, name, mode, created_at, updated_at)
           VALUES ('mj-chat', 'ann', 'team', 'Grid', 'midjourney', ?1, ?1)`,
        )
        .bind(at),
      db
        .prepare(
          `INSERT INTO messages (id, chat_id, user_id, role, content, created_at, updated_at)
           VALUES ('answer', 'mj-chat', 'ann', 'assistant', '', ?1, ?1)`,
        )
        .bind(at),
      db
        .prepare(
          `INSERT INTO media (id, owner_id, chat_id, r2_key, content_type, size, created_at, message_id)
           VALUES ('grid', 'ann', 'mj-chat', 'k/grid.png', 'image/png', 10, ?1, 'answer'),
                  ('audio', 'ann', NULL, 'k/audio.webm', 'audio/webm', 20, ?1, NULL)`,
        )
        .bind(at),
      db
        .prepare(
          `INSERT INTO mj_tasks (id, request_id, user_id, entity_id, chat_id, message_id, action,
             prompt, status, media_id, price_kopecks, created_at, updated_at)
           VALUES ('task', 'req', 'ann', 'team', 'mj-chat', 'answer', 'imagine', 'a cat', 'SUCCESS',
             'grid', 1000, ?1, ?1)`,
        )
        .bind(at),
      db
        .prepare(
          `INSERT INTO transcriptions (id, user_id, entity_id, media_id, source, title, status,
             created_at, updated_at)
           VALUES ('tr', 'ann', 'team', 'audio', 'file', 'Call', 'done', ?1, ?1)`,
        )
        .bind(at),
      db
        .prepare(
          `INSERT INTO chat_shares (chat_id, user_id, created_at, owner_id, entity_id)
           VALUES ('mj-chat', 'bob', ?1, 'ann', 'team')`,
        )
        .bind(at),
    ]);
    const count = async (table: string) =>
      db.prepare(`SELECT count(*) AS n FROM ${table}`).first<number>('n');
    const counted = async () => ({
      media: await count('media'),
      tasks: await count('mj_tasks'),
      shares: await count('chat_shares'),
      transcriptions: await count('transcriptions'),
    });
    const rowsBefore = await counted();

    await applyD1Migrations(db, env.TEST_MIGRATIONS);

    expect(await counted()).toEqual(rowsBefore);
    expect(
      await db.prepare("SELECT media_id FROM mj_tasks WHERE id = 'task'").first('media_id'),
    ).toBe('grid');
    expect(
      await db.prepare("SELECT media_id FROM transcriptions WHERE id = 'tr'").first('media_id'),
    ).toBe('audio');
    expect(
      await db
        .prepare("SELECT owner_id FROM chat_shares WHERE chat_id = 'mj-chat'")
        .first('owner_id'),
    ).toBe('ann');
    const indexes = await db
      .prepare(
        `SELECT name FROM sqlite_master WHERE type = 'index'
           AND tbl_name IN ('media', 'mj_tasks', 'chat_shares') AND name NOT LIKE 'sqlite_%' ORDER BY name`,
      )
      .all<{ name: string }>();
    expect(indexes.results.map((r) => r.name)).toEqual([
      'chat_shares_owner',
      'chat_shares_user',
      'media_avatar_run',
      'media_chat',
      'media_message',
      'media_owner',
      'media_r2_key',
      'mj_tasks_chat',
      'mj_tasks_message',
      'mj_tasks_user',
    ]);

    // A chat and its answer that live only in their owner's object: shared, given an image and a task.
    await db.batch([
      db
        .prepare(
          `INSERT INTO chat_shares (chat_id, user_id, created_at, owner_id, entity_id)
           VALUES ('object-chat', 'bob', ?1, 'ann', 'team')`,
        )
        .bind(at),
      db
        .prepare(
          `INSERT INTO media (id, owner_id, chat_id, r2_key, content_type, size, created_at, message_id)
           VALUES ('image', 'ann', 'object-chat', 'k/image.png', 'image/png', 10, ?1, 'object-answer')`,
        )
        .bind(at),
      db
        .prepare(
          `INSERT INTO mj_tasks (id, request_id, user_id, entity_id, chat_id, message_id, action,
             prompt, price_kopecks, created_at, updated_at)
           VALUES ('task-2', 'req-2', 'ann', 'team', 'object-chat', 'object-answer', 'imagine',
             'a dog', 1000, ?1, ?1)`,
        )
        .bind(at),
    ]);
    // The keys that stay still hold: a share of someone who is not a user is refused.
    await expect(
      db
        .prepare(
          `INSERT INTO chat_shares (chat_id, user_id, created_at, owner_id, entity_id)
           VALUES ('object-chat', 'nobody', ?1, 'ann', 'team')`,
        )
        .bind(at)
        .run(),
    ).rejects.toThrow(/FOREIGN KEY/);
  });
});
