'use client';

import { lazy, Suspense } from 'react';

// Markdown for answers that arrive after the page: loaded on demand, not with the page.
const StreamingMarkdown = lazy(() =>
  import('./markdown/streaming-markdown').then((module) => ({ default: module.StreamingMarkdown })),
);

/** An answer's text as markdown; plain text while the markdown code loads. */
export function AnswerBody({ source }: { source: string }) {
  return (
    <Suspense fallback={<div className="md-plain">{source}</div>}>
      <StreamingMarkdown source={source} />
    </Suspense>
  );
}
