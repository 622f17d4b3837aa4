import type { ReactNode } from 'react';
import { getRequestContext } from '../../lib/request-context.server';
import * as m from '../../paraglide/messages.js';
import { Brand } from './brand';
import { Prefs } from './prefs';

/** The login layout (SPEC §2): one centred card. */
export function LoginFrame({ children }: { children: ReactNode }) {
  const { locale } = getRequestContext();
  return (
    <div className="login-layout" data-layout="login">
      <main className="login-card" id="content">
        <div className="login-brand">
          <Brand />
          <p className="muted">{m.layout_tagline({}, { locale })}</p>
        </div>
        {children}
      </main>
      <Prefs />
    </div>
  );
}
