'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocale } from '../../i18n/locale-context';
import { clientSettings } from '../../lib/settings/client-settings';
import { releasePlayback, takePlayback } from '../../lib/voice/playback';
import { synthesizeSpeech, voiceFeatures } from '../../lib/voice/voice-api';
import * as m from '../../paraglide/messages.js';
import { IconButton } from '../ui/icon-button';
import { LoaderCircle, Pause, Volume2 } from '../ui/icons';
import { Select } from '../ui/select';
import { useLoadingPress } from './use-loading-press';

const SPEEDS = [1, 1.25, 1.5, 2];

/**
 * Under an answer: play, pause, progress and speed of its speech (synthesized once, then cached).
 * One speech plays at a time (lib/voice/playback.ts); fresh answers are read while they stream
 * by the conversation's AutoReader, not here.
 */
export function ReadAloudButton({
  text,
  startNow = false,
}: {
  text: string;
  /** Starts reading at once: the person pressed the button while this code was loading. */
  startNow?: boolean;
}) {
  const locale = useLocale();
  const audio = useRef<HTMLAudioElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [source, setSource] = useState<string>();
  const [state, setState] = useState<'idle' | 'loading' | 'playing' | 'paused'>('idle');
  const [progress, setProgress] = useState(0);
  // The account's speech rate (settings page) is where playback starts.
  const [speed, setSpeed] = useState(() => clientSettings().speechRate || 1);
  const speeds = SPEEDS.includes(speed) ? SPEEDS : [...SPEEDS, speed].sort((a, b) => a - b);
  const [problem, setProblem] = useState<string>();

  useEffect(() => () => void (source && URL.revokeObjectURL(source)), [source]);

  const pause = useCallback(() => audio.current?.pause(), []);
  useEffect(() => () => releasePlayback(pause), [pause]);

  const play = async () => {
    const element = audio.current;
    if (!element) return;
    takePlayback(pause);
    setProblem(undefined);
    if (!source) {
      setState('loading');
      try {
        if (!(await voiceFeatures()).tts) throw new Error(m.voice_tts_off({}, { locale }));
        const url = URL.createObjectURL(await synthesizeSpeech(text, locale));
        element.src = url;
        setSource(url);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        setState('idle');
        return setProblem(
          reason === m.voice_tts_off({}, { locale })
            ? reason
            : m.voice_read_failed({ reason }, { locale }),
        );
      }
    }
    element.playbackRate = speed;
    await element.play().catch(() => setState('paused'));
  };

  useLoadingPress(startNow, button, () => void play());

  return (
    <span className="read-aloud" data-state={state} data-testid="read-aloud">
      <IconButton
        label={
          state === 'playing'
            ? m.voice_pause({}, { locale })
            : state === 'loading'
              ? m.voice_loading({}, { locale })
              : m.voice_read_aloud({}, { locale })
        }
        icon={
          state === 'playing' ? (
            <Pause size={16} aria-hidden />
          ) : state === 'loading' ? (
            <LoaderCircle size={16} className="spin" aria-hidden />
          ) : (
            <Volume2 size={16} aria-hidden />
          )
        }
        disabled={state === 'loading'}
        onClick={() => void (state === 'playing' ? audio.current?.pause() : play())}
        ref={button}
        data-testid="read-aloud-button"
      />
      {source && (
        <>
          <progress className="read-aloud-progress" max={1} value={progress} />
          <Select
            className="select-compact"
            aria-label={m.voice_speed({}, { locale })}
            value={speed}
            onChange={(event) => {
              const next = Number(event.target.value);
              setSpeed(next);
              if (audio.current) audio.current.playbackRate = next;
            }}
            data-testid="read-aloud-speed"
          >
            {speeds.map((value) => (
              <option key={value} value={value}>
                {value}×
              </option>
            ))}
          </Select>
        </>
      )}
      {problem && (
        <span className="message-meta" role="alert" data-testid="read-aloud-error">
          {problem}
        </span>
      )}
      {/* biome-ignore lint/a11y/useMediaCaption: speech of the answer shown right above */}
      <audio
        ref={audio}
        preload="auto"
        onPlay={() => setState('playing')}
        onPause={() => setState('paused')}
        onEnded={() => setState('idle')}
        onTimeUpdate={(event) => {
          const { currentTime, duration } = event.currentTarget;
          if (duration > 0 && Number.isFinite(duration)) setProgress(currentTime / duration);
        }}
        data-testid="read-aloud-audio"
      />
    </span>
  );
}
