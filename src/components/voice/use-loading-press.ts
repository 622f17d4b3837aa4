import { type RefObject, useEffect, useRef } from 'react';

/**
 * Carries out, once, the press that loaded a voice control (./voice-lazy.tsx): focuses its
 * button and runs `action`. The ref holds under StrictMode's second mount, so it runs once.
 */
export function useLoadingPress(
  pressed: boolean,
  button: RefObject<HTMLButtonElement | null>,
  action: () => void,
) {
  const handled = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the press that loaded this
  useEffect(() => {
    if (!pressed || handled.current) return;
    handled.current = true;
    button.current?.focus();
    action();
  }, []);
}
