import type { ReactNode } from 'react';
import { Link } from 'waku';
import { unstable_notFound as notFound } from 'waku/router/server';
import { translator } from '../../i18n/translate';
import { getRequestContext } from '../../lib/request-context.server';
import { getSession } from '../../lib/session.server';
import * as m from '../../paraglide/messages.js';
import { UserMenu } from '../auth/user-menu';
import { AppToaster } from '../ui/app-toaster';
import { Brand } from './brand';
import { Prefs } from './prefs';

const sections = [
  { slug: '', title: m.admin_users_title },
  { slug: '/promocodes', title: m.admin_promo_title },
  { slug: '/models', title: m.admin_models_title },
  { slug: '/stats', title: m.admin_stats_title },
  { slug: '/support', title: m.admin_support_title },
  { slug: '/audit', title: m.admin_audit_title },
] as const;

/**
 * The operator console's own layout (docs/decisions/160-operator-console.md): its sections beside
 * the page. The front already answers 404 to anyone but an operator; this says so again.
 */
export function AdminFrame({ children }: { children: ReactNode }) {
  if (!getSession()?.operator) notFound();
  const { locale, path } = getRequestContext();
  const t = translator(locale);
  return (
    <div className="cabinet-layout admin-layout" data-layout="admin">
      <header className="topbar">
        <Brand />
        <span className="admin-badge">{t(m.admin_title)}</span>
        <Link to={`/${locale}/chat`} className="button">
          {t(m.layout_back_to_chats)}
        </Link>
        <Prefs />
        <UserMenu />
      </header>
      <div className="cabinet-body">
        <nav className="cabinet-nav" aria-label={t(m.admin_nav)} data-testid="admin-nav">
          {sections.map(({ slug, title }) => {
            const href = `/${locale}/admin${slug}`;
            return (
              <Link
                key={slug}
                to={href}
                aria-current={path.replace(/\/$/, '') === href ? 'page' : undefined}
              >
                {t(title)}
              </Link>
            );
          })}
        </nav>
        <main className="cabinet-main" id="content">
          {children}
        </main>
      </div>
      <AppToaster />
    </div>
  );
}
