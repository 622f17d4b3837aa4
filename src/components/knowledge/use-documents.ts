'use client';

import { useCallback, useEffect, useState } from 'react';
import { callApi } from '../../lib/call-api';
import {
  type KnowledgeDocument,
  processingPollMs,
  toKnowledgeDocuments,
} from '../../lib/knowledge/knowledge';

/**
 * A base's documents, read again every `processingPollMs` while any of them is still
 * processing, so each one turns ready or failed on screen without a reload.
 */
export function useDocuments(baseId: string) {
  const [documents, setDocuments] = useState<KnowledgeDocument[]>();
  const path = `/v1/knowledge/${encodeURIComponent(baseId)}/documents`;

  const load = useCallback(
    async (signal?: AbortSignal) => {
      const res = await callApi<unknown>(path, 'GET', undefined, signal);
      if (res.ok) setDocuments(toKnowledgeDocuments(res.data));
    },
    [path],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const processing = documents?.some((doc) => doc.status === 'processing') ?? false;
  useEffect(() => {
    if (!processing) return;
    const controller = new AbortController();
    const timer = setInterval(() => void load(controller.signal), processingPollMs);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [processing, load]);

  return { documents, setDocuments, path };
}
