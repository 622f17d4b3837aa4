'use client';

import { useEffect, useState } from 'react';

const userNamedEvent = 'beseda:user-named';

/** Tells every `UserName` on the page that the account's name changed (the profile form). */
export function announceUserName(name: string) {
  window.dispatchEvent(new CustomEvent(userNamedEvent, { detail: { name } }));
}

/**
 * "Signed in as {name}" that follows a rename on the profile page at once, not after a reload.
 * `template` is the localized sentence with `{name}` left in it.
 */
export function UserName({ template, initial }: { template: string; initial: string }) {
  const [name, setName] = useState(initial);
  useEffect(() => {
    const onNamed = (event: Event) => {
      const next = (event as CustomEvent<{ name: string }>).detail.name.trim();
      if (next) setName(next);
    };
    window.addEventListener(userNamedEvent, onNamed);
    return () => window.removeEventListener(userNamedEvent, onNamed);
  }, []);
  return <>{template.replace('{name}', name)}</>;
}
