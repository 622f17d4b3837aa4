'use client';

import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocale } from '../../i18n/locale-context';
import { formatRub } from '../../lib/format';
import { useKeepTyped } from '../../lib/typed-before-hydration';
import { useHydrated } from '../../lib/use-hydrated';
import * as m from '../../paraglide/messages.js';
import { Select } from '../ui/select';
import {
  type AvatarConfig,
  type AvatarRun,
  createAvatarRun,
  isPhoto,
  loadAvatarConfig,
  loadAvatarRuns,
} from './avatar-api';
import { AvatarGallery } from './avatar-gallery';
import { AvatarHistory } from './avatar-history';
import { PhotoField } from './photo-field';
import { styleLabel } from './style-labels';
import { useAvatarJob } from './use-avatar-job';

/** What to tell the user when a run's job failed (nothing was charged then). */
function failureOf(run: AvatarRun, locale: 'ru' | 'en'): string {
  if (run.errorCode === 'image_refused') return m.avatar_studio_refused({}, { locale });
  if (run.errorCode === 'avatar_studio_off') return m.avatar_studio_off({}, { locale });
  return m.avatar_studio_run_failed({}, { locale });
}

/**
 * The avatar studio (`/avatar`): a photo or a described face, a style and a count; the avatars
 * come back from the image model, each downloadable or made the profile picture.
 */
export function AvatarStudio() {
  const locale = useLocale();
  const t = { locale };
  const hydrated = useHydrated();
  const [config, setConfig] = useState<AvatarConfig>();
  const [runs, setRuns] = useState<AvatarRun[]>();
  const [photo, setPhoto] = useState<File>();
  const [description, setDescription] = useState('');
  const descriptionField = useRef<HTMLTextAreaElement>(null);
  useKeepTyped(descriptionField, setDescription);
  const [style, setStyle] = useState('studio');
  const [count, setCount] = useState(2);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const job = useAvatarJob((run) => {
    setRuns((list) => [run, ...(list ?? []).filter((item) => item.id !== run.id)]);
    if (run.status === 'error') setError(failureOf(run, locale));
  });
  const latest = job.run;
  const working = busy || job.running;

  useEffect(() => {
    loadAvatarConfig()
      .then(setConfig)
      .catch(() => setError(m.avatar_studio_failed({}, { locale })));
    loadAvatarRuns()
      .then(setRuns)
      .catch(() => setRuns([]));
  }, [locale]);

  const maxMb = String(Math.round((config?.maxPhotoBytes ?? 4 * 1024 * 1024) / 1024 / 1024));
  const choosePhoto = async (file: File | undefined) => {
    setError(undefined);
    if (!file) return setPhoto(undefined);
    if (config && file.size > config.maxPhotoBytes) {
      return setError(m.avatar_studio_photo_too_large({ maxMb }, t));
    }
    if (!(await isPhoto(file))) return setError(m.avatar_studio_photo_not_image({}, t));
    setPhoto(file);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (working) return;
    if (!photo && !description.trim()) return setError(m.avatar_studio_need_face({}, t));
    setError(undefined);
    setBusy(true);
    try {
      const run = await createAvatarRun({
        requestId: crypto.randomUUID(),
        style,
        count,
        description,
        photo,
      });
      job.started(run);
    } catch (failure) {
      setError((failure as Error).message || m.avatar_studio_failed({}, t));
    } finally {
      setBusy(false);
    }
  };

  if (config && !config.enabled) {
    return (
      <p className="muted" data-testid="avatar-studio-off">
        {m.avatar_studio_off({}, t)}
      </p>
    );
  }
  const price = config?.kopecksPerImage ? formatRub(config.kopecksPerImage * count, locale) : '';
  return (
    <div className="avatar-studio">
      <form
        className="avatar-form"
        onSubmit={submit}
        data-testid="avatar-form"
        data-hydrated={hydrated && config ? 'true' : undefined}
        aria-busy={working}
      >
        <PhotoField photo={photo} maxMb={maxMb} onChoose={choosePhoto} />
        <label className="avatar-field">
          <span>{m.avatar_studio_description({}, t)}</span>
          <textarea
            ref={descriptionField}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            placeholder={m.avatar_studio_description_placeholder({}, t)}
            rows={3}
            maxLength={1000}
            data-testid="avatar-description"
          />
        </label>
        <fieldset className="avatar-styles">
          <legend>{m.avatar_studio_style({}, t)}</legend>
          {(config?.styles ?? ['studio']).map((id) => (
            <label key={id} className="avatar-style choice-chip">
              <input
                type="radio"
                name="style"
                value={id}
                checked={style === id}
                onChange={() => setStyle(id)}
                data-testid={`avatar-style-${id}`}
              />
              {styleLabel(id, locale)}
            </label>
          ))}
        </fieldset>
        <div className="avatar-submit">
          <label className="avatar-field">
            <span>{m.avatar_studio_count({}, t)}</span>
            <Select
              value={count}
              onChange={(event) => setCount(Number(event.target.value))}
              data-testid="avatar-count"
            >
              {Array.from({ length: config?.maxCount ?? 4 }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </Select>
          </label>
          {price && <span className="muted">{m.avatar_studio_price({ total: price }, t)}</span>}
          <button
            type="submit"
            className="button button-primary"
            disabled={working}
            data-testid="avatar-create"
          >
            {m.avatar_studio_create({}, t)}
          </button>
        </div>
        {busy && !job.running && (
          <p className="muted" role="status" data-testid="avatar-busy">
            {m.avatar_studio_creating({}, t)}
          </p>
        )}
        {job.running && (
          <div className="avatar-progress" data-testid="avatar-progress">
            <progress aria-label={m.avatar_studio_creating({}, t)} />
            <p className="muted" role="status">
              {m.avatar_studio_progress({ seconds: String(job.seconds) }, t)}
            </p>
          </div>
        )}
        {error && (
          <p className="avatar-error" role="alert" data-testid="avatar-error">
            {error}
          </p>
        )}
      </form>
      {latest && latest.images.length > 0 && (
        <section aria-labelledby="avatar-results-title">
          <h2 id="avatar-results-title" className="avatar-heading">
            {m.avatar_studio_results({}, t)}
          </h2>
          <AvatarGallery run={latest} testId="avatar-results" />
        </section>
      )}
      <AvatarHistory
        runs={runs?.filter(
          (run) => run.status !== 'running' && !(run.id === latest?.id && run.images.length > 0),
        )}
        empty={!runs?.length}
      />
    </div>
  );
}
