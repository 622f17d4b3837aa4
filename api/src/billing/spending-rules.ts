/**
 * A team's spending controls as a person's work meets them (docs/decisions/228-team-spending-controls.md):
 * a member's monthly limit, the models members may use. Read from D1's directory (`entities`,
 * `entity_members`), where the owner sets them; the limit itself is enforced where the hold is
 * placed (billing/money.ts), in the same step as the team's money.
 */
import { moscowMonthStart } from '../entity/entity-store';
import { ApiError, registerErrorMessages } from '../lib/errors';

registerErrorMessages({
  member_limit_reached: {
    en: 'You have reached your monthly spending limit in this team. It resets on the 1st; the team owner can raise it.',
    ru: 'Вы достигли своего месячного лимита расходов в команде. Он обновится 1-го числа; владелец команды может его увеличить.',
  },
  model_not_allowed: {
    en: 'The team owner has not allowed this model. Choose another model.',
    ru: 'Владелец команды не разрешил эту модель. Выберите другую.',
  },
});

/** What the team's controls say about one person's spending. */
export interface SpendingRule {
  /** The owner is never limited, nor kept to the allowed models. */
  isOwner: boolean;
  limitKopecks: number | null;
  allowedModels: string[] | null;
}

/** Reads a JSON list kept in a TEXT column; anything else is null (no list). */
export function jsonList<T>(text: string | null, item: (value: unknown) => value is T): T[] | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) && value.every(item) ? value : null;
  } catch {
    return null;
  }
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** The rule for `userId`'s work paid by team `entityId` (one D1 read). */
export async function spendingRuleOf(
  db: D1Database,
  entityId: string,
  userId: string,
): Promise<SpendingRule> {
  const row = await db
    .prepare(
      `SELECT e.owner_id, e.allowed_models, m.monthly_limit_kopecks FROM entities e
       LEFT JOIN entity_members m ON m.entity_id = e.id AND m.user_id = ?2 WHERE e.id = ?1`,
    )
    .bind(entityId, userId)
    .first<{
      owner_id: string;
      allowed_models: string | null;
      monthly_limit_kopecks: number | null;
    }>();
  if (!row || row.owner_id === userId) {
    return { isOwner: true, limitKopecks: null, allowedModels: null };
  }
  return {
    isOwner: false,
    limitKopecks: row.monthly_limit_kopecks,
    allowedModels: jsonList(row.allowed_models, isString),
  };
}

/** 403 `model_not_allowed` when the team keeps its members to models other than `modelId`. */
export function assertModelAllowed(rule: SpendingRule, modelId: string): void {
  if (rule.allowedModels && !rule.allowedModels.includes(modelId)) {
    throw new ApiError(403, 'model_not_allowed', {}, {}, { modelId });
  }
}

/** `assertModelAllowed` for a send checked before anything is held (a free model, say). */
export async function checkModelAllowed(
  db: D1Database,
  entityId: string,
  userId: string,
  modelId: string,
): Promise<void> {
  assertModelAllowed(await spendingRuleOf(db, entityId, userId), modelId);
}

/** The start of the next Moscow month, when a member's limit starts again. */
export function nextMonthStart(now: string): string {
  const start = Date.parse(moscowMonthStart(Date.parse(now)));
  // Forty days past the start is always inside the next month.
  return moscowMonthStart(start + 40 * 24 * 60 * 60 * 1000);
}

/** The Moscow month of `now`, `YYYY-MM` (alerts are sent once per threshold and month). */
export const monthKeyOf = (now: string) =>
  new Date(Date.parse(moscowMonthStart(Date.parse(now))) + 3 * 60 * 60 * 1000)
    .toISOString()
    .slice(0, 7);

/** 402 `member_limit_reached` with the member's limit, what they spent, and when it resets. */
export function memberLimitError(limitKopecks: number, spentKopecks: number, now: string) {
  return new ApiError(
    402,
    'member_limit_reached',
    {},
    {},
    { limitKopecks, spentKopecks, resetsAt: nextMonthStart(now) },
  );
}
