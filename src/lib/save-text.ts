'use client';

import { useState } from 'react';

/**
 * Hands `text` to the browser as a file download named `name`; the object address is freed once
 * the click has started the download.
 */
export function downloadText(name: string, text: string, type = 'text/plain'): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * A copy-to-clipboard action and whether it worked: `copied` turns true only once the clipboard
 * took the text (a refused or missing clipboard leaves it false, so the button never claims a copy
 * that did not happen).
 *
 * @example const { copied, copy } = useCopy(); <button onClick={() => copy(code)}>…</button>
 */
export function useCopy(): { copied: boolean; copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = useState(false);
  const copy = async (text: string) => {
    const done = await navigator.clipboard?.writeText(text).then(
      () => true,
      () => false,
    );
    setCopied(done === true);
  };
  return { copied, copy };
}
