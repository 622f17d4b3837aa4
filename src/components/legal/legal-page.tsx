import type { ReactNode } from 'react';
import ReactMarkdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import { headingId } from '../../lib/legal/legal-markdown';
import { getRequestContext } from '../../lib/request-context.server';
import * as m from '../../paraglide/messages.js';
import { PageTitle } from '../layout/page-title';
import { type LegalName, legalDocument } from './legal-documents.server';
import './legal.css';

/** The text of a heading's children (plain text in these documents). */
const textOf = (children: ReactNode): string =>
  Array.isArray(children)
    ? children.map(textOf).join('')
    : typeof children === 'string'
      ? children
      : '';

/**
 * A legal document rendered on the server only (no client JavaScript): its title, the date of
 * the last update from the front matter, a table of contents with anchors, and the sanitized
 * markdown (docs/decisions/073-legal-documents.md).
 */
export function LegalPage({ name }: { name: LegalName }) {
  const { locale } = getRequestContext();
  const doc = legalDocument(name, locale);
  const date = new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${doc.updated}T00:00:00Z`));
  return (
    <article className="screen legal" data-testid={`legal-${name}`}>
      <PageTitle title={doc.title} />
      <p className="muted">
        <time dateTime={doc.updated} data-testid="legal-updated">
          {m.misc_legal_updated({ date }, { locale })}
        </time>
      </p>
      <nav className="legal-toc" aria-labelledby="legal-toc-title" data-testid="legal-toc">
        <h2 id="legal-toc-title">{m.misc_legal_toc({}, { locale })}</h2>
        <ol>
          {doc.toc.map((item) => (
            <li key={item.id}>
              <a href={`#${item.id}`}>{item.text}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="legal-body">
        <ReactMarkdown
          rehypePlugins={[rehypeSanitize]}
          components={{
            h2: ({ children }) => (
              <h2 id={headingId(textOf(children))} tabIndex={-1}>
                {children}
              </h2>
            ),
          }}
        >
          {doc.body}
        </ReactMarkdown>
      </div>
    </article>
  );
}
