'use client';

import { useEffect, useRef, useState } from 'react';
import { useLocale } from '../../i18n/locale-context';
import { clientSettings } from '../../lib/settings/client-settings';
import { releasePlayback, takePlayback } from '../../lib/voice/playback';
import type { SpeechQueue } from '../../lib/voice/speech-queue';
import { synthesizeSpeech, voiceFeatures } from '../../lib/voice/voice-api';
import * as m from '../../paraglide/messages.js';
import type { UiMessage } from '../chat/ui-message';

interface Reading {
  requestId: string;
  queue?: SpeechQueue;
  stopped: boolean;
  stop: () => void;
}

/**
 * "Read new answers aloud" (settings): while an answer streams, its finished sentences are read in
 * order from the first one on (src/lib/voice/speech-queue.ts, loaded on demand). The bar says so
 * and stops it; stopping the answer, another read-aloud, or leaving the chat stops it too.
 */
export function AutoReader({ messages }: { messages: UiMessage[] }) {
  const locale = useLocale();
  const audio = useRef<HTMLAudioElement>(null);
  const reading = useRef<Reading | undefined>(undefined);
  const [active, setActive] = useState(false);
  const [problem, setProblem] = useState<string>();
  const last = messages.at(-1);
  const answer = last?.role === 'assistant' && last.requestId ? last : undefined;
  const text = answer?.content ?? '';
  const streaming = answer?.status === 'streaming';
  const failed = answer?.status === 'stopped' || answer?.status === 'error' || !!answer?.error;

  // What the answer says now, for a queue that loads after the first updates.
  const latest = useRef<{ text: string; final: boolean }>(undefined);
  latest.current = { text, final: !streaming };

  useEffect(() => {
    if (!answer?.requestId) return;
    let current = reading.current;
    if (current?.requestId !== answer.requestId) {
      if (!streaming || !clientSettings().autoRead) return;
      current?.stop();
      const started: Reading = {
        requestId: answer.requestId,
        stopped: false,
        stop: () => {
          started.stopped = true;
          started.queue?.stop();
          releasePlayback(started.stop);
          setActive(false);
        },
      };
      current = started;
      reading.current = started;
      takePlayback(started.stop);
      setProblem(undefined);
      setActive(true);
      void Promise.all([import('../../lib/voice/speech-queue'), voiceFeatures()]).then(
        ([{ SpeechQueue }, features]) => {
          const element = audio.current;
          if (started.stopped || !element) return;
          if (!features.tts) {
            setProblem(m.voice_tts_off({}, { locale }));
            return started.stop();
          }
          const rate = clientSettings().speechRate || 1;
          element.defaultPlaybackRate = rate;
          element.playbackRate = rate;
          started.queue = new SpeechQueue(
            element,
            (piece, signal) => synthesizeSpeech(piece, locale, signal),
            {
              onError: (error) => {
                setProblem(m.voice_read_failed({ reason: error.message }, { locale }));
                started.stop();
              },
              onDone: () => started.stop(),
            },
          );
          // The answer as it stands now; later updates come from the effect.
          const now = reading.current === started ? latest.current : undefined;
          if (now) started.queue.update(now.text, now.final);
        },
      );
    }
    if (failed) return current.stop();
    current.queue?.update(text, !streaming);
  }, [answer?.requestId, text, streaming, failed, locale]);

  // Leaving the chat (the island unmounts) ends the reading.
  useEffect(() => () => reading.current?.stop(), []);

  return (
    <div className="auto-read" hidden={!active && !problem} data-testid="auto-read">
      {active && (
        <>
          <span role="status">🔊 {m.voice_auto_reading({}, { locale })}</span>
          <button
            type="button"
            className="icon-button"
            onClick={() => reading.current?.stop()}
            data-testid="auto-read-stop"
          >
            {m.voice_stop_reading({}, { locale })}
          </button>
        </>
      )}
      {problem && (
        <span className="message-meta" role="alert" data-testid="auto-read-error">
          {problem}
        </span>
      )}
      {/* biome-ignore lint/a11y/useMediaCaption: speech of the answer shown right above */}
      <audio ref={audio} preload="auto" data-testid="auto-read-audio" />
    </div>
  );
}
