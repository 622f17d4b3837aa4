import { Link } from 'waku';
import { getRequestContext } from '../../lib/request-context.server';
import * as m from '../../paraglide/messages.js';

/** Any path no route declares (the front answers it with status 404). */
export default async function NotFoundPage() {
  const { locale, path } = getRequestContext();
  return (
    <main className="error-screen" data-testid="not-found">
      <title>{m.misc_not_found_title({}, { locale })}</title>
      <h1>404</h1>
      <p>{m.misc_not_found({ path }, { locale })}</p>
      <Link to={`/${locale}/`}>{m.misc_go_home({}, { locale })}</Link>
    </main>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
