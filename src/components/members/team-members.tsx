'use client';

import { fill, formatRub } from '../../lib/format';
import { LogOut, UserMinus } from '../ui/icons';
import { callApi, type MembersData } from './members-api';
import type { MembersTexts } from './members-texts';
import { TeamRename } from './team-rename';
import { useChange } from './use-members';

type Props = {
  data: MembersData;
  locale: string;
  texts: MembersTexts;
  reload: () => Promise<void>;
};

/** The current team's members: the owner removes any member, a member may leave. */
export function TeamMembers({ data, locale, texts, reload }: Props) {
  const { busy, error, run } = useChange(reload, texts.failed);
  const isOwner = data.team.role === 'owner';
  const remove = (userId: string) => run(() => callApi(`/v1/entity/members/${userId}`, 'DELETE'));
  return (
    <section className="members-section" aria-labelledby="members-team">
      <h2 id="members-team" data-testid="members-team-name">
        {fill(texts.team, { name: data.team.name })}
      </h2>
      {isOwner && <TeamRename name={data.team.name} texts={texts} reload={reload} />}
      <ul className="members-list" data-testid="members-list">
        {data.members.map((member) => {
          const self = member.id === data.userId;
          const label = member.name || member.email;
          return (
            <li key={member.id} className="members-row" data-testid="member-row">
              <span className="members-who">
                <span>{label}</span>
                <span className="muted">{member.email}</span>
                <span className="muted" data-testid="member-spent">
                  {fill(texts.spent, {
                    amount: formatRub(member.spentThisMonthKopecks ?? 0, locale),
                  })}
                </span>
              </span>
              <span className="members-role">
                {member.role === 'owner' ? texts.owner : texts.member}
                {self ? ` · ${texts.you}` : ''}
              </span>
              {isOwner && member.role === 'member' && (
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  aria-label={fill(texts.removeLabel, { name: label })}
                  onClick={() => remove(member.id)}
                  data-testid="member-remove"
                >
                  <UserMinus size={16} aria-hidden />
                  {texts.remove}
                </button>
              )}
              {!isOwner && self && (
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  onClick={() => remove(member.id)}
                  data-testid="member-leave"
                >
                  <LogOut size={16} aria-hidden />
                  {texts.leave}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
    </section>
  );
}
