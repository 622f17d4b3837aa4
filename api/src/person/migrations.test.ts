import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { migrate } from './migrations';
import { personOf } from './person-of';

describe('an object’s schema steps', () => {
  it('applies a step numbered below one already applied (two changes appended at once)', async () => {
    // A fresh object of nobody: it ran every step of the person's schema when it started.
    const object = personOf(env, `nobody-${crypto.randomUUID()}`);
    const result = await runInDurableObject(object, (_, state) => {
      const applied = () =>
        state.storage.sql
          .exec<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version')
          .toArray()
          .map((row) => row.version);
      const before = applied();
      // As if step 1 had shipped after a higher one already ran here.
      state.storage.sql.exec('DELETE FROM schema_migrations WHERE version = 1');
      const late = {
        version: 1,
        name: 'a step that came later',
        statements: ['CREATE TABLE late (x)'],
      };
      const newest = migrate(state.storage, [late]);
      // Applied once: the next start changes nothing (the table exists, no error).
      migrate(state.storage, [late]);
      const table = state.storage.sql
        .exec<{ n: number }>("SELECT count(*) AS n FROM sqlite_master WHERE name = 'late'")
        .one().n;
      return { before, after: applied(), newest, table };
    });
    expect(result.before).toContain(3);
    expect(result.after).toEqual(result.before);
    expect(result.newest).toBe(Math.max(...result.before));
    expect(result.table).toBe(1);
  });
});
