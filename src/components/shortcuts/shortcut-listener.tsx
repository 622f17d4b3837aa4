'use client';

import { lazy, useEffect, useState } from 'react';
import { publishSettings, seedSettings, settingsEvent } from '../../lib/settings/client-settings';
import type { Settings } from '../../lib/settings/settings';
import {
  comboOf,
  firesInFields,
  isMacPlatform,
  resolveBindings,
  type ShortcutAction,
  shortcutsHelpEvent,
} from '../../lib/shortcuts/shortcuts';
import { LazyPart } from '../ui/lazy-part';

// Loaded on the first Ctrl+/ or ?: most visits never open it.
const ShortcutsOverlay = lazy(() =>
  import('./shortcuts-overlay').then((module) => ({ default: module.ShortcutsOverlay })),
);

const byTestId = (id: string) => document.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`);
const last = (id: string) => Array.from(byTestId(id)).at(-1);

function isTypingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/** Moves to the chat after (or before) the open one in the sidebar's list. */
function stepChat(delta: number): boolean {
  const links = Array.from(byTestId('chat-link'));
  if (!links.length) return false;
  const open = links.findIndex((link) => link.getAttribute('aria-current') === 'page');
  const next = open === -1 ? (delta > 0 ? 0 : links.length - 1) : open + delta;
  links[Math.max(0, Math.min(links.length - 1, next))]?.click();
  return true;
}

function click(el: HTMLElement | undefined): boolean {
  el?.click();
  return el !== undefined;
}

function focus(el: HTMLElement | undefined): boolean {
  el?.focus();
  return el !== undefined;
}

/** What each action does, through the product's own controls; false when it has nothing to do. */
function run(action: ShortcutAction, openHelp: () => void): boolean {
  switch (action) {
    case 'newChat':
      return click(byTestId('new-chat')[0]);
    case 'searchChats':
      return focus(byTestId('chat-search')[0]);
    case 'nextChat':
      return stepChat(1);
    case 'previousChat':
      return stepChat(-1);
    case 'toggleSidebar':
      return click(byTestId('sidebar-minimize')[0]);
    case 'focusComposer':
      return focus(byTestId('composer-input')[0]);
    case 'stopAnswer':
      return click(byTestId('composer-stop')[0]);
    case 'regenerate':
      return click(last('message-regenerate'));
    case 'copyLastAnswer':
      return click(last('message-copy'));
    case 'openHelp':
      openHelp();
      return true;
  }
}

/**
 * The one listener of the product's key combinations, installed in the chats layout. It renders
 * only the key combinations overlay, when asked; bindings come from the account's settings and
 * follow changes made in this tab.
 */
export function ShortcutListener({ settings }: { settings: Settings }) {
  // Seeded during render too, so sibling islands' first effects already read the account's choices.
  seedSettings(settings);
  // The bindings the open overlay shows; none while it is closed.
  const [help, setHelp] = useState<Record<ShortcutAction, string>>();
  useEffect(() => {
    publishSettings(settings);
    const isMac = isMacPlatform();
    let bindings = resolveBindings(settings.shortcuts);
    const openHelp = () => setHelp(bindings);
    const onSettings = (event: Event) => {
      bindings = resolveBindings((event as CustomEvent<Settings>).detail.shortcuts);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const combo = comboOf(event, isMac);
      if (!combo) return;
      const typing = isTypingIn(event.target);
      // `?` outside fields always opens the help, as on most sites.
      if (combo === 'Shift+/' && !typing && run('openHelp', openHelp)) {
        event.preventDefault();
        return;
      }
      const action = (Object.keys(bindings) as ShortcutAction[]).find(
        (name) => bindings[name] === combo,
      );
      if (!action || (typing && !firesInFields.has(action))) return;
      if (run(action, openHelp)) event.preventDefault();
    };
    window.addEventListener(settingsEvent, onSettings);
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener(shortcutsHelpEvent, openHelp);
    // Says the combinations are live (scripts and tests can wait for it).
    document.documentElement.dataset.shortcuts = 'ready';
    return () => {
      delete document.documentElement.dataset.shortcuts;
      window.removeEventListener(settingsEvent, onSettings);
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener(shortcutsHelpEvent, openHelp);
    };
  }, [settings]);
  return help ? (
    <LazyPart>
      <ShortcutsOverlay bindings={help} onClose={() => setHelp(undefined)} />
    </LazyPart>
  ) : null;
}
