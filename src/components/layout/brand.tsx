import { Link } from 'waku';
import { getRequestContext } from '../../lib/request-context.server';
import * as m from '../../paraglide/messages.js';

export function Brand() {
  const { locale } = getRequestContext();
  return (
    <Link to={`/${locale}/`} className="brand" aria-label={m.layout_home({}, { locale })}>
      <span className="brand-mark" aria-hidden="true">
        Б
      </span>
      <span className="brand-name">{m.layout_app_name({}, { locale })}</span>
    </Link>
  );
}
