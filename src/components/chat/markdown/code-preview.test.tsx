import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../../i18n/locale-context';
import { Markdown } from './markdown';
import { isPreviewable, PreviewOriginProvider } from './preview-origin';

const toggles = (source: string, origin: string | null) =>
  renderToStaticMarkup(
    <LocaleProvider locale="en">
      <PreviewOriginProvider origin={origin}>
        <Markdown source={source} />
      </PreviewOriginProvider>
    </LocaleProvider>,
  ).match(/data-testid="code-preview-toggle"/g)?.length ?? 0;

const fence = (language: string, code: string) => `\`\`\`${language}\n${code}\n\`\`\`\n`;

describe('the code preview toggle', () => {
  const sandbox = 'https://sandbox.example';

  it('is offered for html, svg and xml that is an svg image', () => {
    expect(toggles(fence('html', '<p>hi</p>'), sandbox)).toBe(1);
    expect(toggles(fence('svg', '<svg></svg>'), sandbox)).toBe(1);
    expect(toggles(fence('xml', '<svg xmlns="http://www.w3.org/2000/svg"/>'), sandbox)).toBe(1);
  });

  it('is not offered for other code, or at all without a configured sandbox', () => {
    expect(toggles(fence('xml', '<note>hi</note>'), sandbox)).toBe(0);
    expect(toggles(fence('ts', 'const x = 1;'), sandbox)).toBe(0);
    expect(toggles(fence('html', '<p>hi</p>'), null)).toBe(0);
    expect(isPreviewable(undefined, '<svg></svg>')).toBe(false);
  });
});
