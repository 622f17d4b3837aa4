'use client';

import { useLocale } from '../../i18n/locale-context';
import * as m from '../../paraglide/messages.js';
import { FileDrop } from '../ui/file-drop';

/** Drag and drop or pick an audio or video file (the kit's drop zone); shows the upload's progress. */
export function UploadZone({
  progress,
  onFile,
}: {
  /** 0–1 while uploading, undefined otherwise. */
  progress?: number;
  onFile: (file: File) => void;
}) {
  const locale = useLocale();
  return (
    <div className="transcription-drop" data-testid="transcription-drop">
      {progress === undefined ? (
        <FileDrop
          title={m.transcription_drop_title({}, { locale })}
          hint={m.transcription_drop_hint({}, { locale })}
          accept="audio/*,video/*"
          onFiles={([file]) => {
            if (file) onFile(file);
          }}
          testId="transcription-file-input"
        />
      ) : (
        <p role="status" className="file-drop">
          {m.transcription_uploading({ percent: String(Math.round(progress * 100)) }, { locale })}
          <progress max={1} value={progress} data-testid="transcription-upload-progress" />
        </p>
      )}
    </div>
  );
}
