'use client';

import { useCallback, useEffect, useState } from 'react';
import { useLocale } from '../../i18n/locale-context';
import { PART_UPLOAD_FROM_BYTES, uploadInParts } from '../../lib/voice/part-upload';
import {
  deleteTranscription,
  getTranscription,
  listTranscriptions,
  renameTranscription,
  type Transcription,
  uploadForTranscription,
} from '../../lib/voice/transcriptions';
import * as m from '../../paraglide/messages.js';
import { HistoryList } from './history-list';
import { TranscriptView } from './transcript-view';
import { UploadZone } from './upload-zone';

/** How often a running job is asked about. */
const POLL_MS = 1000;

/** The id of the open transcription lives in `?id=`, so a reload comes back to the job. */
function showInUrl(id: string | undefined) {
  const url = new URL(window.location.href);
  if (id) url.searchParams.set('id', id);
  else url.searchParams.delete('id');
  window.history.replaceState(null, '', url);
}

/** The /transcription page: upload, the running job's progress, the result, and the history. */
export function TranscriptionPanel() {
  const locale = useLocale();
  const [items, setItems] = useState<Transcription[]>([]);
  const [open, setOpen] = useState<Transcription>();
  const [progress, setProgress] = useState<number>();
  const [problem, setProblem] = useState<string>();
  // Set once hydrated: before it, a picked file would reach no handler.
  const [ready, setReady] = useState(false);

  const refresh = useCallback(
    () =>
      listTranscriptions()
        .then((page) => setItems(page.items))
        .catch((error: Error) => setProblem(error.message)),
    [],
  );
  const openById = useCallback((id: string) => {
    showInUrl(id);
    getTranscription(id)
      .then(setOpen)
      .catch(() => showInUrl(undefined));
  }, []);

  useEffect(() => {
    setReady(true);
    void refresh();
    const id = new URL(window.location.href).searchParams.get('id');
    if (id) openById(id);
  }, [refresh, openById]);

  const runningId = open?.status === 'running' ? open.id : undefined;
  useEffect(() => {
    if (!runningId) return;
    const timer = window.setInterval(() => {
      void getTranscription(runningId).then((next) => {
        if (next.status === 'running') return;
        setOpen(next);
        void refresh();
      });
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [runningId, refresh]);

  const upload = async (file: File) => {
    setProblem(undefined);
    setProgress(0);
    try {
      // Long files go to R2 in parts; short ones in one request.
      const started =
        file.size > PART_UPLOAD_FROM_BYTES
          ? await uploadInParts(file, setProgress)
          : await uploadForTranscription(file, setProgress);
      showInUrl(started.id);
      setOpen(started);
      void refresh();
    } catch (error) {
      setProblem(m.transcription_failed({ reason: (error as Error).message }, { locale }));
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <div className="transcription" data-testid="transcription" data-ready={ready}>
      <UploadZone progress={progress} onFile={(file) => void upload(file)} />
      {problem && (
        <p className="form-error" role="alert" data-testid="transcription-error">
          {problem}
        </p>
      )}
      {open?.status === 'running' && (
        <p role="status" data-testid="transcription-running">
          {m.transcription_running({}, { locale })}
        </p>
      )}
      {open?.status === 'failed' && (
        <p className="form-error" role="alert" data-testid="transcription-failed">
          {m.transcription_failed({ reason: open.error?.message ?? '' }, { locale })}
        </p>
      )}
      {open?.status === 'done' && <TranscriptView key={open.id} transcription={open} />}
      <HistoryList
        items={items}
        openId={open?.id}
        onOpen={openById}
        onRename={(id, title) =>
          void renameTranscription(id, title).then((renamed) => {
            if (open?.id === id) setOpen({ ...open, title: renamed.title });
            return refresh();
          })
        }
        onDelete={(id) =>
          void deleteTranscription(id).then(() => {
            if (open?.id === id) {
              setOpen(undefined);
              showInUrl(undefined);
            }
            return refresh();
          })
        }
      />
    </div>
  );
}
