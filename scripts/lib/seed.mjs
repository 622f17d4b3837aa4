// Local-only data for `npm start` and the browser tests: never a migration, so a deployed
// database gets none of it (issue 9 §4, docs/decisions/013-credit-email-confirmation-and-rate-limits.md).
import { executeSql } from './d1.mjs';

/** The demo promo code of local runs: 7 bonus days and 100 RUB, no redemption limit. */
export const DEMO_PROMO_CODE = 'BESEDA2026';

const seedSql = `INSERT OR IGNORE INTO promo_codes
  (code, days, bonus_kopecks, max_redemptions, expires_at, created_at)
  VALUES ('${DEMO_PROMO_CODE}', 7, 10000, NULL, NULL, '2026-01-01T00:00:00.000Z');`;

/** Inserts the local seed rows into the local D1 (optionally in `persistTo`); safe to repeat. */
export async function seed({ persistTo } = {}) {
  await executeSql(seedSql, { persistTo });
}
