import type { Env } from '../env';
import { ApiError, registerErrorMessages } from '../lib/errors';
import type { Person } from './person';

registerErrorMessages({
  person_unavailable: {
    en: 'Your data is unreachable for a moment. Please try again shortly.',
    ru: 'Ваши данные сейчас недоступны. Попробуйте ещё раз чуть позже.',
  },
});

/** The object of one person (one per user, keyed by their id). */
export const personOf = (env: Pick<Env, 'PERSON'>, userId: string): DurableObjectStub<Person> =>
  env.PERSON.get(env.PERSON.idFromName(`person:${userId}`));

/**
 * Calls the person's object; when it fails (unreachable, overloaded, broken storage) the caller
 * gets 503 `person_unavailable` for this request, and nobody else is affected.
 *
 * @example const rows = await askPerson(env, userId, (p) => p.ratingsOfChat(chatId))
 */
export async function askPerson<T>(
  env: Pick<Env, 'PERSON'>,
  userId: string,
  call: (person: DurableObjectStub<Person>) => Promise<T>,
): Promise<T> {
  try {
    return await call(personOf(env, userId));
  } catch (error) {
    if (error instanceof ApiError) throw error;
    console.error('person object failed', userId, error);
    throw new ApiError(503, 'person_unavailable', {}, { 'Retry-After': '5' });
  }
}
