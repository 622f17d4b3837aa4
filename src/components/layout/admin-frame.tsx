import type { ReactNode } from 'react';
import { unstable_notFound as notFound } from 'waku/router/server';
import { translator } from '../../i18n/translate';
import { getRequestContext } from '../../lib/request-context.server';
import { getSession } from '../../lib/session.server';
import * as m from '../../paraglide/messages.js';
import { SectionsFrame } from './sections-frame';

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
    <SectionsFrame
      layout="admin"
      navLabel={t(m.admin_nav)}
      badge={<span className="admin-badge">{t(m.admin_title)}</span>}
      sections={sections.map(({ slug, title }) => {
        const href = `/${locale}/admin${slug}`;
        return { href, title: t(title), current: path.replace(/\/$/, '') === href };
      })}
    >
      {children}
    </SectionsFrame>
  );
}
