'use client';

import { useEffect, useState } from 'react';
import { useLocale } from '../../i18n/locale-context';
import * as m from '../../paraglide/messages.js';
import { FileDrop } from '../ui/file-drop';

/** The photo input with a preview (a blob: URL, which the CSP admits) and a remove button. */
export function PhotoField({
  photo,
  maxMb,
  onChoose,
}: {
  photo: File | undefined;
  maxMb: string;
  onChoose: (file: File | undefined) => void;
}) {
  const locale = useLocale();
  const t = { locale };
  const [preview, setPreview] = useState<string>();
  useEffect(() => {
    if (!photo) return setPreview(undefined);
    const url = URL.createObjectURL(photo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);
  return (
    <div className="avatar-photo">
      <FileDrop
        title={m.avatar_studio_photo({}, t)}
        hint={m.avatar_studio_photo_hint({ maxMb }, t)}
        chosen={photo?.name}
        accept="image/png,image/jpeg,image/webp"
        onFiles={([file]) => onChoose(file)}
        testId="avatar-photo-input"
      />
      {preview && (
        <div className="avatar-photo-preview">
          <img
            src={preview}
            alt={m.avatar_studio_photo_preview({}, t)}
            width={96}
            height={96}
            data-testid="avatar-photo-preview"
          />
          <button
            type="button"
            className="button"
            onClick={() => onChoose(undefined)}
            data-testid="avatar-photo-remove"
          >
            {m.avatar_studio_remove_photo({}, t)}
          </button>
        </div>
      )}
    </div>
  );
}
