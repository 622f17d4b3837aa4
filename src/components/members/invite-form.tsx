import { fill } from '../../lib/format';

('use client');

import { type FormEvent, useId, useRef, useState } from 'react';
import { useKeepTyped } from '../../lib/typed-before-hydration';
import { callApi } from './members-api';
import type { MembersTexts } from './members-texts';

type Props = { texts: MembersTexts; reload: () => Promise<void> };

/**
 * The owner's invite form. The api answers the same for any address, so the form only ever says
 * an invitation was sent; it never hints whether the address has an account.
 */
export function InviteForm({ texts, reload }: Props) {
  const id = useId();
  const [email, setEmail] = useState('');
  const emailField = useRef<HTMLInputElement>(null);
  useKeepTyped(emailField, setEmail);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string>();
  const [error, setError] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    setSentTo(undefined);
    const result = await callApi<{ email: string }>('/v1/entity/members', 'POST', { email });
    if (result.ok) {
      setSentTo(result.data.email);
      setEmail('');
      await reload();
    } else {
      setError(result.message ?? texts.failed);
    }
    setBusy(false);
  };
  return (
    <section className="members-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{texts.inviteTitle}</h2>
      <form className="members-invite" onSubmit={submit} data-testid="invite-form">
        <div className="field">
          <label htmlFor={`${id}-email`}>{texts.inviteEmail}</label>
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            required
            autoComplete="off"
            ref={emailField}
            value={email}
            aria-describedby={`${id}-hint`}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setEmail(event.target.value)}
            data-testid="invite-email"
          />
          <p id={`${id}-hint`} className="field-hint">
            {texts.inviteHint}
          </p>
        </div>
        <button
          type="submit"
          className="button button-primary"
          disabled={busy}
          data-testid="invite-submit"
        >
          {texts.inviteSubmit}
        </button>
      </form>
      <p role="status" className="members-status" data-testid="invite-status">
        {sentTo ? fill(texts.inviteSent, { email: sentTo }) : ''}
      </p>
      {error && (
        <p role="alert" className="form-error" data-testid="invite-error">
          {error}
        </p>
      )}
    </section>
  );
}
