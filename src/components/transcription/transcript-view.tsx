'use client';

import { useRef, useState } from 'react';
import { useLocale } from '../../i18n/locale-context';
import { downloadText, useCopy } from '../../lib/save-text';
import { timestamp, toSrt, toTxt, toVtt } from '../../lib/voice/subtitles';
import type { Transcription } from '../../lib/voice/transcriptions';
import * as m from '../../paraglide/messages.js';
import { SearchField } from '../ui/search-field';

const TYPES = { txt: 'text/plain', srt: 'application/x-subrip', vtt: 'text/vtt' } as const;
type ExportFormat = keyof typeof TYPES;

function download(name: string, format: ExportFormat, text: string) {
  downloadText(`${name.replace(/\.[^.]+$/, '') || 'transcript'}.${format}`, text, TYPES[format]);
}

/** A finished transcript: paragraphs with times and speakers, search, play from a line, copy, export. */
export function TranscriptView({ transcription }: { transcription: Transcription }) {
  const locale = useLocale();
  const audio = useRef<HTMLAudioElement>(null);
  const [query, setQuery] = useState('');
  const { copied, copy } = useCopy();
  const speaker = (n: number) => m.transcription_speaker({ number: String(n + 1) }, { locale });

  const needle = query.trim().toLocaleLowerCase();
  const shown = transcription.paragraphs.filter(
    (p) => !needle || p.text.toLocaleLowerCase().includes(needle),
  );
  const playFrom = (seconds: number) => {
    const element = audio.current;
    if (!element) return;
    element.currentTime = seconds;
    void element.play().catch(() => undefined);
  };

  return (
    <div className="transcript" data-testid="transcript">
      {/* Straight from the media route: it answers Range requests, so a long file seeks at once. */}
      {/* biome-ignore lint/a11y/useMediaCaption: the transcript below is the caption */}
      <audio
        ref={audio}
        src={transcription.audioUrl ? `/api${transcription.audioUrl}` : undefined}
        controls
        preload="metadata"
        data-testid="transcript-audio"
      />
      <div className="transcript-tools">
        <SearchField
          className="transcript-search"
          value={query}
          placeholder={m.transcription_search({}, { locale })}
          aria-label={m.transcription_search({}, { locale })}
          onChange={(event) => setQuery(event.target.value)}
          data-testid="transcript-search"
        />
        <button
          type="button"
          className="button button-small"
          onClick={() => void copy(transcription.text)}
          data-testid="transcript-copy"
        >
          {copied ? m.transcription_copied({}, { locale }) : m.transcription_copy({}, { locale })}
        </button>
        {(['txt', 'srt', 'vtt'] as const).map((format) => (
          <button
            key={format}
            type="button"
            className="button button-small"
            onClick={() =>
              download(
                transcription.title,
                format,
                format === 'srt'
                  ? toSrt(transcription)
                  : format === 'vtt'
                    ? toVtt(transcription, speaker)
                    : toTxt(transcription, speaker),
              )
            }
            data-testid={`transcript-download-${format}`}
          >
            {m.transcription_download({ format: format.toUpperCase() }, { locale })}
          </button>
        ))}
      </div>
      {shown.length === 0 && <p className="muted">{m.transcription_no_match({}, { locale })}</p>}
      {shown.map((paragraph) => (
        <button
          key={`${paragraph.start}-${paragraph.end}`}
          type="button"
          className="transcript-line"
          onClick={() => playFrom(paragraph.start)}
          data-testid="transcript-line"
        >
          <span className="transcript-time">{timestamp(paragraph.start, '.').slice(0, 8)}</span>
          {paragraph.speaker !== null && (
            <span className="transcript-speaker">{speaker(paragraph.speaker)}</span>
          )}
          <span>{paragraph.text}</span>
        </button>
      ))}
    </div>
  );
}
