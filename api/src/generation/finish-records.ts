import { settleStatements } from '../billing/holds';
import { nowIso } from '../lib/time';
import type { GenerationState } from './types';

export interface Outcome {
  status: 'complete' | 'stopped' | 'error';
  text: string;
  usage?: { input: number; output: number };
  cost: number;
  errorCode?: string;
}

/** Saves the answer's text so far while it streams (batched by the caller). */
export function saveProgress(db: D1Database, messageId: string, text: string) {
  return db
    .prepare(
      `UPDATE messages SET content = ?2, updated_at = ?3 WHERE id = ?1 AND status = 'streaming'`,
    )
    .bind(messageId, text, nowIso())
    .run();
}

/** The final save, the charge and the hold's release, in one D1 batch (one transaction). */
export async function saveOutcome(db: D1Database, state: GenerationState, outcome: Outcome) {
  const now = nowIso();
  const { meta } = state;
  await db.batch([
    db
      .prepare(
        `UPDATE messages SET content = ?2, status = ?3, input_tokens = ?4, output_tokens = ?5,
           cost_kopecks = ?6, error_code = ?7, updated_at = ?8 WHERE id = ?1`,
      )
      .bind(
        meta.messageId,
        outcome.text,
        outcome.status,
        outcome.usage?.input ?? null,
        outcome.usage?.output ?? null,
        outcome.cost,
        outcome.errorCode ?? null,
        now,
      ),
    db.prepare('UPDATE chats SET updated_at = ?2 WHERE id = ?1').bind(meta.chatId, now),
    ...settleStatements(db, {
      requestId: meta.requestId,
      entityId: state.entityId,
      userId: state.userId,
      messageId: meta.messageId,
      cost: outcome.cost,
      now,
    }),
  ]);
}
