import type { Element, ElementContent } from 'hast';
import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { CodeBlock } from './code-block';
import { rehypeLimits } from './limits';
import { isExternalUrl, safeUrl } from './url-policy';

// GitHub's schema, with data: allowed on images so the URL policy can keep safe data images.
const schema = {
  ...defaultSchema,
  protocols: { ...defaultSchema.protocols, src: [...(defaultSchema.protocols?.src ?? []), 'data'] },
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
  img: ({ src, alt, title }) =>
    typeof src === 'string' && src ? (
      <img src={src} alt={alt ?? ''} title={title} loading="lazy" />
    ) : null,
  pre: ({ node }) => <CodeBlock {...codeOf(node)} />,
  table: ({ children }) => (
    <div className="md-table">
      <table>{children}</table>
    </div>
  ),
};

/**
 * Markdown of an answer, rendered safely (SPEC §5): GitHub-flavoured, no raw HTML, sanitized
 * with GitHub's schema, URLs through `safeUrl`, nesting and table limits. Works on the server
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
