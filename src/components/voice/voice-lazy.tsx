'use client';

import { type ComponentProps, lazy, type ReactNode, useState } from 'react';
import { useLocale } from '../../i18n/locale-context';
import { clientSettings } from '../../lib/settings/client-settings';
import { useHydrated } from '../../lib/use-hydrated';
import * as m from '../../paraglide/messages.js';
import { IconButton } from '../ui/icon-button';
import { Mic, Volume2 } from '../ui/icons';
import { LazyPart, lazyPart } from '../ui/lazy-part';
import type * as AutoReaderModule from './auto-reader';
import type * as MicModule from './mic-button';
import type * as ReadAloudModule from './read-aloud-button';

// Voice is a press away on every chat, and few chats use it: its code (recording, speech,
// playback) loads on the first press, which that code then carries out
// (docs/decisions/173-boot-weight-and-hydration.md).
const LoadedMic = lazy(() => import('./mic-button').then((m) => ({ default: m.MicButton })));
const LoadedReadAloud = lazy(() =>
  import('./read-aloud-button').then((m) => ({ default: m.ReadAloudButton })),
);
const LoadedAutoReader = lazyPart(() => import('./auto-reader').then((m) => m.AutoReader));

/** The idle button, shown until the first press and while the code it loads arrives. */
function PressToLoad({
  wrapper,
  label,
  icon,
  testId,
  loaded,
}: {
  wrapper: { className: string; testId: string };
  label: string;
  icon: ReactNode;
  testId: string;
  loaded: ReactNode;
}) {
  const [pressed, setPressed] = useState(false);
  const idle = (
    <span className={wrapper.className} data-state="idle" data-testid={wrapper.testId}>
      <IconButton label={label} icon={icon} onClick={() => setPressed(true)} data-testid={testId} />
    </span>
  );
  return pressed ? <LazyPart fallback={idle}>{loaded}</LazyPart> : idle;
}

/** The composer's microphone (./mic-button.tsx); the first press loads it and starts recording. */
export function MicButton(props: Omit<ComponentProps<typeof MicModule.MicButton>, 'startNow'>) {
  const locale = useLocale();
  return (
    <PressToLoad
      wrapper={{ className: 'mic', testId: 'mic' }}
      label={m.voice_mic({}, { locale })}
      icon={<Mic size={18} aria-hidden />}
      testId="mic-button"
      loaded={<LoadedMic {...props} startNow />}
    />
  );
}

/** "Read aloud" under an answer (./read-aloud-button.tsx); the first press loads it and reads. */
export function ReadAloudButton(
  props: Omit<ComponentProps<typeof ReadAloudModule.ReadAloudButton>, 'startNow'>,
) {
  const locale = useLocale();
  return (
    <PressToLoad
      wrapper={{ className: 'read-aloud', testId: 'read-aloud' }}
      label={m.voice_read_aloud({}, { locale })}
      icon={<Volume2 size={16} aria-hidden />}
      testId="read-aloud-button"
      loaded={<LoadedReadAloud {...props} startNow />}
    />
  );
}

/**
 * Reading new answers aloud (./auto-reader.tsx), loaded only while the setting is on. The setting
 * is read on every render, and the conversation renders again as each answer starts.
 */
export function AutoReader(props: ComponentProps<typeof AutoReaderModule.AutoReader>) {
  const hydrated = useHydrated();
  if (!hydrated || !clientSettings().autoRead) return null;
  return <LoadedAutoReader {...props} />;
}
