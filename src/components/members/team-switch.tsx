import { fill } from '../../lib/format';

('use client');

import { callApi, type MembersData } from './members-api';
import type { MembersTexts } from './members-texts';
import { useChange } from './use-members';

type Props = { data: MembersData; texts: MembersTexts; reload: () => Promise<void> };

/** The teams I belong to; choosing one makes it the team I act (and am billed) for. */
export function TeamSwitch({ data, texts, reload }: Props) {
  const { busy, error, run } = useChange(reload, texts.failed);
  if (data.teams.length < 2) return null;
  return (
    <section className="members-section" aria-labelledby="members-teams">
      <h2 id="members-teams">{texts.teamsTitle}</h2>
      <ul className="members-list" data-testid="teams-list">
        {data.teams.map((team) => (
          <li key={team.id} className="members-row" data-testid="team-row">
            <span className="members-who">
              <span>{team.name}</span>
              <span className="muted">{team.role === 'owner' ? texts.owner : texts.member}</span>
            </span>
            {team.id === data.team.id ? (
              <span className="members-role" aria-current="true">
                {texts.current}
              </span>
            ) : (
              <button
                type="button"
                className="button"
                disabled={busy}
                aria-label={fill(texts.actForLabel, { name: team.name })}
                onClick={() =>
                  run(() => callApi('/v1/entity/current', 'PUT', { entityId: team.id }))
                }
                data-testid="team-act-for"
              >
                {texts.actFor}
              </button>
            )}
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
    </section>
  );
}
