'use client';

import { memo, useMemo } from 'react';
import { splitBlocks } from './blocks';
import { Markdown } from './markdown';

const Block = memo(function Block({ source }: { source: string }) {
  return <Markdown source={source} />;
});

/**
 * Markdown of an answer that may still grow: split into blocks, each memoized by its text, so a
 * new token re-renders only the last block.
 */
export function StreamingMarkdown({ source }: { source: string }) {
  const blocks = useMemo(() => splitBlocks(source), [source]);
  return (
    <>
      {blocks.map((block, index) => (
        // Blocks only ever grow at the end, so the index is a stable identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Block key={index} source={block} />
      ))}
    </>
  );
}
