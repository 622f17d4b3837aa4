'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { fileProblem, isImageFile, maxFiles } from '../../lib/chat/file-limits';

/** A file waiting to go with the next question; `preview` is an image's object URL. */
export type PendingFile = { id: string; file: File; preview?: string };
export type FileRefusal = { kind: 'empty' | 'size' | 'type' | 'count'; name: string };

/**
 * The files attached to the next question, each checked against the limits before any upload:
 * a refused one is named (`problem`) and the others stay.
 */
export function useAttachments() {
  const [files, setFiles] = useState<PendingFile[]>([]);
  const [problem, setProblem] = useState<FileRefusal>();
  const current = useRef(files);
  current.current = files;

  const attach = useCallback((candidates: Iterable<File> | null | undefined) => {
    const added: PendingFile[] = [];
    let refusal: FileRefusal | undefined;
    for (const file of candidates ?? []) {
      const found = fileProblem(file);
      if (!found && current.current.length + added.length >= maxFiles) {
        refusal = { kind: 'count', name: file.name };
        continue;
      }
      if (found) {
        refusal = { kind: found, name: file.name };
        continue;
      }
      const preview = isImageFile(file) ? URL.createObjectURL(file) : undefined;
      added.push({ id: crypto.randomUUID(), file, ...(preview ? { preview } : {}) });
    }
    setProblem(refusal);
    if (added.length > 0) setFiles((list) => [...list, ...added]);
    return added.length > 0;
  }, []);

  const remove = useCallback((id: string) => {
    setFiles((list) => {
      const gone = list.find((item) => item.id === id);
      if (gone?.preview) URL.revokeObjectURL(gone.preview);
      return list.filter((item) => item.id !== id);
    });
    setProblem(undefined);
  }, []);

  /** Empties the list once sent; the previews stay valid for the message that shows them. */
  const clear = useCallback(() => {
    setFiles([]);
    setProblem(undefined);
  }, []);

  useEffect(
    () => () => {
      for (const item of current.current) if (item.preview) URL.revokeObjectURL(item.preview);
    },
    [],
  );
  return { files, problem, attach, remove, clear };
}
