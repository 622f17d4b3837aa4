import { getRequestContext } from '../../lib/request-context.server';
import * as m from '../../paraglide/messages.js';

/** The document title and the visible heading of a page. */
export function PageTitle({ title, hidden = false }: { title: string; hidden?: boolean }) {
  const { locale } = getRequestContext();
  return (
    <>
      <title>{`${title} · ${m.layout_app_name({}, { locale })}`}</title>
      <h1 className={hidden ? 'visually-hidden' : 'page-title'}>{title}</h1>
    </>
  );
}
