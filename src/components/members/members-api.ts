import { pageLoadSignal } from '../../lib/page-loads';

/** What a call to the api through the front's `/api` passthrough came back with. */
export type ApiResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message?: string; aborted?: boolean };

/**
 * Calls `/api{path}` with an optional JSON body and reads the JSON answer; an error answer's
 * localized `message` is kept for display. Reads (GET) stop when the person signs out
 * (src/lib/page-loads.ts) or when `signal` aborts; an aborted call answers status 0.
 *
 * @example const res = await callApi<Members>('/v1/entity/members')
 */
export async function callApi<T>(
  path: string,
  method = 'GET',
  body?: unknown,
  signal?: AbortSignal,
): Promise<ApiResult<T>> {
  try {
    const response = await fetch(`/api${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: method === 'GET' ? pageLoadSignal(signal) : signal,
    });
    const json: unknown = await response.json().catch(() => undefined);
    if (response.ok) return { ok: true, data: json as T };
    const message =
      typeof json === 'object' && json !== null && 'message' in json
        ? String((json as { message: unknown }).message)
        : undefined;
    return { ok: false, status: response.status, message };
  } catch (err) {
    return {
      ok: false,
      status: 0,
      aborted: err instanceof DOMException && err.name === 'AbortError',
    };
  }
}

export type Role = 'owner' | 'member';
export type Member = {
  id: string;
  name: string;
  email: string;
  role: Role;
  spentThisMonthKopecks?: number;
};
export type Pending = { id: string; email: string; expiresAt: string };
export type Incoming = {
  id: string;
  team: { id: string; name: string };
  inviter: { name: string; email: string };
  expiresAt: string;
};
export type Team = { id: string; name: string; role: Role };
export type MembersData = {
  userId: string;
  team: Team;
  members: Member[];
  pending?: Pending[];
  incoming: Incoming[];
  emailConfirmed: boolean;
  teams: Team[];
};
