'use client';

import { useState } from 'react';
import { fileProblem, maxFileBytes } from '../../lib/chat/file-limits';

/** The file attached to the next question, checked against the limits before any upload. */
export function useAttachment() {
  const [file, setFile] = useState<File>();
  const [problem, setProblem] = useState<{ kind: 'size' | 'type'; limit: number }>();
  const attach = (candidate: File | undefined | null) => {
    if (!candidate) return;
    const found = fileProblem(candidate);
    setProblem(found ? { kind: found, limit: maxFileBytes } : undefined);
    setFile(found ? undefined : candidate);
  };
  const clear = () => {
    setFile(undefined);
    setProblem(undefined);
  };
  return { file, problem, attach, clear };
}
