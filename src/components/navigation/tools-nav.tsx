import { Link } from 'waku';
import { translator } from '../../i18n/translate';
import { toolDestinations } from '../../lib/navigation/destinations';
import { getRequestContext } from '../../lib/request-context.server';
import * as m from '../../paraglide/messages.js';
import { LayoutGrid } from '../ui/icons';
import { ToolIcon } from './tool-icon';
import './navigation.css';

/**
 * The "More" menu of every signed-in layout (the layout decides who sees it): the studios,
 * services, help and legal pages that are not chats. Named "More", not "Tools": "Tools" is what a
 * chat offers the model, and the MCP page is "Connectors" (decision 206). A disclosure that works
 * without JavaScript; `variant` drops it down from a top bar or opens in place in the sidebar.
 */
export function ToolsNav({ variant }: { variant: 'sidebar' | 'topbar' }) {
  const { locale, path } = getRequestContext();
  const t = translator(locale);
  const current = toolDestinations.find((d) => path === `/${locale}${d.path}`);
  return (
    <details className={`tools-nav tools-nav-${variant}`} data-testid="tools-nav">
      <summary className="tools-nav-summary" data-testid="tools-nav-toggle">
        <LayoutGrid size={15} aria-hidden />
        {t(m.nav_more)}
      </summary>
      <nav className="tools-nav-links" aria-label={t(m.nav_more)}>
        {toolDestinations.map((destination) => (
          <Link
            key={destination.id}
            to={`/${locale}${destination.path}`}
            className="tools-nav-link"
            aria-current={destination === current ? 'page' : undefined}
            data-group={destination.group}
            data-testid={`tool-${destination.id}`}
          >
            <ToolIcon id={destination.id} />
            {t(destination.title)}
          </Link>
        ))}
      </nav>
    </details>
  );
}
