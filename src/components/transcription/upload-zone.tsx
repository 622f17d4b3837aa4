'use client';

import { useRef, useState } from 'react';
import { useLocale } from '../../i18n/locale-context';
import * as m from '../../paraglide/messages.js';

/** Drag and drop or pick an audio or video file; shows the upload's progress. */
export function UploadZone({
  progress,
  onFile,
}: {
  /** 0–1 while uploading, undefined otherwise. */
  progress?: number;
  onFile: (file: File) => void;
}) {
  const locale = useLocale();
  const picker = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target; the button inside is the keyboard path
    <div
      className="transcription-drop"
      data-over={over}
      data-testid="transcription-drop"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const file = event.dataTransfer.files[0];
        if (file) onFile(file);
      }}
    >
      {progress === undefined ? (
        <p>
          {m.transcription_drop({}, { locale })}{' '}
          <button type="button" className="link-button" onClick={() => picker.current?.click()}>
            {m.transcription_pick({}, { locale })}
          </button>
        </p>
      ) : (
        <p role="status">
          {m.transcription_uploading({ percent: String(Math.round(progress * 100)) }, { locale })}
          <progress max={1} value={progress} data-testid="transcription-upload-progress" />
        </p>
      )}
      <input
        ref={picker}
        type="file"
        hidden
        accept="audio/*,video/*"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = '';
        }}
        data-testid="transcription-file-input"
      />
    </div>
  );
}
