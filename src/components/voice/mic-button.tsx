'use client';

import { useEffect, useRef, useState } from 'react';
import { useLocale } from '../../i18n/locale-context';
import type { RecorderProblem, Recording } from '../../lib/voice/recorder';
import { transcribeRecording, voiceFeatures } from '../../lib/voice/voice-api';
import * as m from '../../paraglide/messages.js';
import { IconButton } from '../ui/icon-button';
import { Mic, Square } from '../ui/icons';
import { useLoadingPress } from './use-loading-press';

/** Quiet after speech that ends a dictation on its own. */
const SILENCE_MS = 2500;

type State =
  | { kind: 'idle' }
  | { kind: 'recording'; startedAt: number }
  | { kind: 'transcribing' }
  | { kind: 'failed'; message: string; audio?: Blob };

const clock = (ms: number) => {
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * The composer's microphone: records (stop by click, Enter or silence), sends the audio for a
 * transcript and hands it to `onTranscript`; it never sends the message. A failed transcription
 * keeps the recording for a retry until it is discarded.
 */
export function MicButton({
  onTranscript,
  startNow = false,
}: {
  onTranscript: (text: string) => void;
  /** Starts recording at once: the person pressed the button while this code was loading. */
  startNow?: boolean;
}) {
  const locale = useLocale();
  const button = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [level, setLevel] = useState(0);
  const [now, setNow] = useState(0);
  const recording = useRef<Recording | null>(null);
  const deliver = useRef(onTranscript);
  deliver.current = onTranscript;

  const problemText = (problem: RecorderProblem) =>
    ({
      insecure: m.voice_insecure,
      unsupported: m.voice_unsupported,
      denied: m.voice_denied,
      'no-mic': m.voice_no_mic,
    })[problem]({}, { locale });

  const transcribe = async (audio: Blob) => {
    // Stopped before the recorder wrote anything: nothing was said, nothing to send.
    if (audio.size === 0) return setState({ kind: 'idle' });
    setState({ kind: 'transcribing' });
    try {
      const text = await transcribeRecording(audio);
      setState({ kind: 'idle' });
      if (text.trim()) deliver.current(text.trim());
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      setState({ kind: 'failed', message: m.voice_failed({ reason }, { locale }), audio });
    }
  };

  const stop = async () => {
    const current = recording.current;
    recording.current = null;
    if (current) await transcribe(await current.stop());
  };

  const start = async () => {
    const features = await voiceFeatures();
    if (!features.stt)
      return setState({ kind: 'failed', message: m.voice_stt_off({}, { locale }) });
    // The recorder (MediaRecorder, Web Audio) loads on first use only.
    const { startRecording, RecorderError } = await import('../../lib/voice/recorder');
    try {
      recording.current = await startRecording({
        onLevel: setLevel,
        onSilence: () => void stop(),
        silenceMs: SILENCE_MS,
      });
      setState({ kind: 'recording', startedAt: performance.now() });
    } catch (error) {
      const problem = error instanceof RecorderError ? error.problem : 'unsupported';
      setState({ kind: 'failed', message: problemText(problem) });
    }
  };

  const recordingNow = state.kind === 'recording';
  // While recording: a clock, and Enter stops instead of sending.
  // biome-ignore lint/correctness/useExhaustiveDependencies: stop reads refs only
  useEffect(() => {
    if (!recordingNow) return;
    const timer = window.setInterval(() => setNow(performance.now()), 250);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      event.stopPropagation();
      void stop();
    };
    window.addEventListener('keydown', onKey, true);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('keydown', onKey, true);
    };
  }, [recordingNow]);
  useEffect(() => () => recording.current?.cancel(), []);
  useLoadingPress(startNow, button, () => void start());

  return (
    <span className="mic" data-state={state.kind} data-testid="mic">
      <IconButton
        label={recordingNow ? m.voice_mic_stop({}, { locale }) : m.voice_mic({}, { locale })}
        icon={
          recordingNow ? (
            <Square size={16} fill="currentColor" aria-hidden />
          ) : (
            <Mic size={18} aria-hidden />
          )
        }
        className={recordingNow ? 'icon-button mic-recording' : 'icon-button'}
        onClick={() => void (recordingNow ? stop() : start())}
        disabled={state.kind === 'transcribing'}
        ref={button}
        data-testid="mic-button"
      />
      {state.kind === 'recording' && (
        <span className="mic-status" data-testid="mic-recording">
          {m.voice_recording({ time: clock(Math.max(0, now - state.startedAt)) }, { locale })}
          <meter
            className="mic-level"
            min={0}
            max={1}
            value={level}
            aria-label={m.voice_level({}, { locale })}
          />
        </span>
      )}
      {state.kind === 'transcribing' && (
        <span className="mic-status" role="status" data-testid="mic-transcribing">
          {m.voice_transcribing({}, { locale })}
        </span>
      )}
      {state.kind === 'failed' && (
        <span className="mic-status" role="alert" data-testid="mic-error">
          {state.message}
          {state.audio && (
            <>
              <button
                type="button"
                className="icon-button"
                onClick={() => state.audio && void transcribe(state.audio)}
                data-testid="mic-retry"
              >
                {m.voice_retry({}, { locale })}
              </button>
              <button
                type="button"
                className="icon-button"
                onClick={() => setState({ kind: 'idle' })}
                data-testid="mic-discard"
              >
                {m.voice_discard({}, { locale })}
              </button>
            </>
          )}
        </span>
      )}
    </span>
  );
}
