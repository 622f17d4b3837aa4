import { Link } from 'waku';
import { getRequestContext } from '../../lib/request-context.server';
import * as m from '../../paraglide/messages.js';

export function Brand() {
  const { locale } = getRequestContext();
  return (
    // The visible name starts the accessible one (WCAG 2.5.3, axe label-content-name-mismatch).
    <Link to={`/${locale}/`} className="brand">
      <span className="brand-mark" aria-hidden="true">
        Б
      </span>
      <span className="brand-name">{m.layout_app_name({}, { locale })}</span>
      <span className="visually-hidden"> — {m.layout_home({}, { locale })}</span>
    </Link>
  );
}
