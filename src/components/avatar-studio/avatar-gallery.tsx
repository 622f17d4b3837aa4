'use client';

import { useState } from 'react';
import { useLocale } from '../../i18n/locale-context';
import * as m from '../../paraglide/messages.js';
import { type AvatarRun, setAsProfilePicture } from './avatar-api';
import { styleLabel } from './style-labels';

/** A run's avatars, each with a download and "set as profile picture". */
export function AvatarGallery({ run, testId }: { run: AvatarRun; testId: string }) {
  const locale = useLocale();
  const t = { locale };
  const [status, setStatus] = useState<{ ok: boolean; text: string }>();
  const style = styleLabel(run.style, locale);
  const makeProfile = async (imageId: string) => {
    try {
      await setAsProfilePicture(run.id, imageId);
      setStatus({ ok: true, text: m.avatar_studio_profile_set({}, t) });
    } catch (error) {
      setStatus({ ok: false, text: (error as Error).message || m.avatar_studio_failed({}, t) });
    }
  };
  return (
    <div className="avatar-gallery" data-testid={testId} data-run-id={run.id}>
      <ul className="avatar-grid">
        {run.images.map((image, index) => (
          <li key={image.id} className="avatar-card" data-testid="avatar-image">
            <img
              src={`/api${image.url}`}
              alt={m.avatar_studio_image_alt({ n: String(index + 1), style }, t)}
              width={image.width ?? 256}
              height={image.height ?? 256}
              loading="lazy"
            />
            <div className="avatar-card-actions">
              <a
                className="button"
                href={`/api${image.url}`}
                download={`beseda-avatar-${run.style}-${index + 1}.png`}
                data-testid="avatar-download"
              >
                {m.avatar_studio_download({}, t)}
              </a>
              <button
                type="button"
                className="button"
                onClick={() => makeProfile(image.id)}
                data-testid="avatar-set-profile"
              >
                {m.avatar_studio_set_profile({}, t)}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {status && (
        <p
          className={status.ok ? 'avatar-status' : 'avatar-status avatar-error'}
          role={status.ok ? 'status' : 'alert'}
          data-testid="avatar-profile-status"
        >
          {status.text}
        </p>
      )}
    </div>
  );
}
