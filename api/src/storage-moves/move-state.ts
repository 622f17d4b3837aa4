import { ApiError, registerErrorMessages } from '../lib/errors';

registerErrorMessages({
  storage_moving: {
    en: 'Your data is being moved. Please try again in a few seconds.',
    ru: 'Ваши данные сейчас переносятся. Попробуйте ещё раз через несколько секунд.',
  },
});

/** Whose object a part moves into: a person's (`Person`) or a team's (`Team`, decision 205). */
export type OwnerKind = 'person' | 'team';

/** Parts of a person's data that move from D1 into their object, one at a time. */
export const PERSON_PARTS = ['ratings', 'memories', 'mcp_servers', 'chats'] as const;
export type PersonPart = (typeof PERSON_PARTS)[number];

/** Parts of a team's data that move from D1 into its object (decision 205). */
export type TeamPart = 'mcp_servers' | 'money';

export type Part = PersonPart | TeamPart;

/** Where a person's part is served from: D1, D1 read-only while it is copied, or their object. */
export type PartHome = 'd1' | 'copying' | 'object';

/** Where this person's part lives now (no row in `storage_moves`: still D1). */
export async function homeOf(db: D1Database, userId: string, part: PersonPart): Promise<PartHome> {
  return homeOfOwner(db, 'person', userId, part);
}

/** Where this person's or team's part lives now (no row in `storage_moves`: still D1). */
export async function homeOfOwner(
  db: D1Database,
  kind: OwnerKind,
  ownerId: string,
  part: Part,
): Promise<PartHome> {
  const state = await db
    .prepare(
      'SELECT state FROM storage_moves WHERE owner_kind = ?3 AND owner_id = ?1 AND part = ?2',
    )
    .bind(ownerId, part, kind)
    .first<'copying' | 'moved'>('state');
  if (!state) return 'd1';
  return state === 'moved' ? 'object' : 'copying';
}

/**
 * The SQL condition a D1 write of a person's part carries, so a write never lands after its
 * move began: D1 runs one statement at a time, so the check and the write are one step.
 * `ownerParam` is the statement's parameter holding the user id (e.g. `?2`); with `kind`
 * 'team', the team's id (decision 205).
 */
export const stillInD1 = (ownerParam: string, part: Part, kind: OwnerKind = 'person') =>
  `NOT EXISTS (SELECT 1 FROM storage_moves WHERE owner_kind = '${kind}' AND owner_id = ${ownerParam} AND part = '${part}')`;

/** A write of a part while it is copied: the person retries in a moment. */
export const movingError = () => new ApiError(503, 'storage_moving', {}, { 'Retry-After': '2' });
