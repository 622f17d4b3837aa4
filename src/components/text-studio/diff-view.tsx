'use client';

import { useEffect, useState } from 'react';

type Part = { value: string; added?: boolean; removed?: boolean };
type DiffWords = (before: string, after: string) => Part[];

let loading: Promise<DiffWords> | undefined;

/** jsdiff is loaded on demand: only this page, and only once a result is finished. */
function loadDiff(): Promise<DiffWords> {
  loading ??= import('diff').then((module) => module.diffWordsWithSpace as DiffWords);
  return loading;
}

/**
 * The result with the words it adds and removes against the original marked, as `<ins>` and
 * `<del>` (with their meaning spelled out for screen readers).
 */
export function DiffView({
  before,
  after,
  labels,
}: {
  before: string;
  after: string;
  labels: { added: string; removed: string };
}) {
  const [parts, setParts] = useState<Part[]>();
  useEffect(() => {
    let live = true;
    loadDiff().then((diff) => live && setParts(diff(before, after)));
    return () => {
      live = false;
    };
  }, [before, after]);
  if (!parts) return <div className="text-studio-output">{after}</div>;
  return (
    <div className="text-studio-output" data-testid="text-studio-diff">
      {parts.map((part, index) => {
        const key = `${index}-${part.value.length}`;
        if (part.added) {
          return (
            <ins key={key} title={labels.added}>
              {part.value}
            </ins>
          );
        }
        if (part.removed) {
          return (
            <del key={key} title={labels.removed}>
              {part.value}
            </del>
          );
        }
        return <span key={key}>{part.value}</span>;
      })}
    </div>
  );
}
