import type { Element, ElementContent } from 'hast';
import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { CodeBlock } from './code-block';
import { rehypeLimits } from './limits';
import { RemoteImageLink } from './remote-image-link';
import { imageSource, isExternalUrl, safeUrl } from './url-policy';

// GitHub's schema, with data: and blob: allowed on images so the URL policy can keep our media.
const schema = {
  ...defaultSchema,
  protocols: {
    ...defaultSchema.protocols,
    src: [...(defaultSchema.protocols?.src ?? []), 'data', 'blob'],
  },
};

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

function codeOf(pre: Element | undefined): { code: string; language?: string } {
  const code = pre?.children.find((child): child is Element => child.type === 'element');
  const classes = code?.properties.className;
  const language = Array.isArray(classes)
    ? classes
        .map(String)
        .find((name) => name.startsWith('language-'))
        ?.slice('language-'.length)
    : undefined;
  return { code: (code ? textOf(code) : '').replace(/\n$/, ''), language };
}

const components: Components = {
  a: ({ href, children, title }) => {
    if (!href) return <span className="md-dropped-link">{children}</span>;
    // A cited source's number (src/lib/chat/citations.ts): the answer opens its passage.
    if (/^#[\w-]+-source-\d+$/.test(href)) {
      return (
        <a href={href} title={title} className="citation-ref" data-testid="citation-ref">
          {children}
        </a>
      );
    }
    return isExternalUrl(href) ? (
      <a href={href} title={title} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <a href={href} title={title}>
        {children}
      </a>
    );
  },
  img: ({ src, alt, title }) => {
    const image = imageSource(typeof src === 'string' ? src : null);
    if (image.kind === 'inline') {
      return <img src={image.src} alt={alt ?? ''} title={title} loading="lazy" />;
    }
    if (image.kind === 'remote') {
      return <RemoteImageLink href={image.href} host={image.host} alt={alt || undefined} />;
    }
    return alt ? <span className="md-dropped-link">{alt}</span> : null;
  },
  pre: ({ node }) => <CodeBlock {...codeOf(node)} />,
  table: ({ children }) => (
    <div className="md-table">
      <table>{children}</table>
    </div>
  ),
};

/**
 * Markdown of an answer, rendered safely (SPEC §5): GitHub-flavoured, no raw HTML, sanitized
 * with GitHub's schema, URLs through `safeUrl`, nesting and table limits. Images on other hosts
 * become links (`imageSource`), so an answer never makes the browser fetch a remote URL. Works on the server
 * (finished messages) and in islands (the answer being streamed).
 */
export function Markdown({ source }: { source: string }) {
  return (
    <ReactMarkdown
      remarkPlugins={[remarkGfm]}
      rehypePlugins={[[rehypeSanitize, schema], rehypeLimits]}
      skipHtml
      urlTransform={(url, key) => safeUrl(url, key)}
      components={components}
    >
      {source}
    </ReactMarkdown>
  );
}
