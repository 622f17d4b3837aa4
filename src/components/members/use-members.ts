'use client';

import { useCallback, useEffect, useState } from 'react';
import {
  type ApiResult,
  callApi,
  type Incoming,
  type Member,
  type MembersData,
  type Pending,
  type Team,
} from './members-api';

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: MembersData };

/** Loads everything the members page shows; `reload()` after any change. */
export function useMembers() {
  const [state, setState] = useState<State>({ status: 'loading' });
  const reload = useCallback(async () => {
    const [user, team, members, invitations, teams] = await Promise.all([
      callApi<{ id: string }>('/v1/user'),
      callApi<Team>('/v1/entity'),
      callApi<{ members: Member[]; pending?: Pending[] }>('/v1/entity/members'),
      callApi<{ invitations: Incoming[]; emailConfirmed: boolean }>('/v1/entity/invitations'),
      callApi<{ teams: Team[] }>('/v1/entity/current'),
    ]);
    if (!user.ok || !team.ok || !members.ok || !invitations.ok || !teams.ok) {
      setState({ status: 'failed' });
      return;
    }
    setState({
      status: 'ready',
      data: {
        userId: user.data.id,
        team: team.data,
        members: members.data.members,
        pending: members.data.pending,
        incoming: invitations.data.invitations,
        emailConfirmed: invitations.data.emailConfirmed,
        teams: teams.data.teams,
      },
    });
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { state, reload };
}

/** Runs one change, then reloads; returns the error message to show, if any. */
export function useChange(reload: () => Promise<void>, fallback: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const run = async (change: () => Promise<ApiResult<unknown>>) => {
    setBusy(true);
    setError(undefined);
    const result = await change();
    if (!result.ok) setError(result.message ?? fallback);
    await reload();
    setBusy(false);
    return result.ok;
  };
  return { busy, error, run };
}
