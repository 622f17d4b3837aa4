import type { Env } from '../env';
import { ApiError, registerErrorMessages } from '../lib/errors';
import type { Team } from './team';

registerErrorMessages({
  team_unavailable: {
    en: 'Your team’s data is unreachable for a moment. Please try again shortly.',
    ru: 'Данные вашей команды сейчас недоступны. Попробуйте ещё раз чуть позже.',
  },
});

/** The object of one team (one per team, keyed by its id; docs/decisions/205-team-object-and-mcp-servers.md). */
export const teamOf = (env: Pick<Env, 'TEAM'>, teamId: string): DurableObjectStub<Team> =>
  env.TEAM.get(env.TEAM.idFromName(`team:${teamId}`));

/**
 * Calls the team's object; when it fails (unreachable, overloaded, broken storage) the caller
 * gets 503 `team_unavailable` for this request, and no other team is affected.
 *
 * @example const servers = await askTeam(env, teamId, (team) => team.mcpServers())
 */
export async function askTeam<T>(
  env: Pick<Env, 'TEAM'>,
  teamId: string,
  call: (team: DurableObjectStub<Team>) => Promise<T>,
): Promise<T> {
  try {
    return await call(teamOf(env, teamId));
  } catch (error) {
    if (error instanceof ApiError) throw error;
    console.error('team object failed', teamId, error);
    throw new ApiError(503, 'team_unavailable', {}, { 'Retry-After': '5' });
  }
}
