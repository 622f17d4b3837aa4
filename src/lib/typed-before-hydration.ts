'use client';

import { type RefObject, useLayoutEffect, useRef } from 'react';

type TextField = HTMLInputElement | HTMLTextAreaElement;

const notText = new Set(['hidden', 'file', 'checkbox', 'radio', 'submit', 'reset', 'button']);

const isTextField = (element: Element): element is TextField =>
  element instanceof HTMLTextAreaElement ||
  (element instanceof HTMLInputElement && !notText.has(element.type));

/**
 * The text typed into a server-rendered field before the page hydrated, or undefined.
 * Hydration leaves a field's text alone and sets its default to what the component rendered,
 * so a text that differs from the default was typed before React took the field over
 * (decision 131). A field React created itself always has the two equal.
 *
 * @example const typed = typedBeforeHydration(textarea) ?? readDraft(storage, key);
 */
export function typedBeforeHydration(field: Element | null | undefined): string | undefined {
  if (!field || !isTextField(field) || field.value === field.defaultValue) return undefined;
  return field.value;
}

/** Every text field of `form` typed into before hydration, by its name. */
export function typedFieldsBeforeHydration(form: HTMLFormElement | null): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const field of form?.querySelectorAll('input[name], textarea[name]') ?? []) {
    const value = typedBeforeHydration(field);
    if (value !== undefined) typed[(field as TextField).name] = value;
  }
  return typed;
}

/**
 * Seeds a controlled field's state from what was typed into it before the page was live, once,
 * right after hydration (before paint): without it the first re-render writes the state's
 * initial value over the person's text.
 *
 * @example useKeepTyped(textareaRef, setText);
 */
export function useKeepTyped(ref: RefObject<Element | null>, keep: (typed: string) => void) {
  const keepRef = useRef(keep);
  keepRef.current = keep;
  useLayoutEffect(() => {
    const typed = typedBeforeHydration(ref.current);
    if (typed !== undefined) keepRef.current(typed);
  }, [ref]);
}

/**
 * The same for a form of named fields: `keep` gets those typed into before hydration, by name.
 *
 * @example useKeepTypedFields(formRef, (typed) => setValues((now) => ({ ...now, ...typed })));
 */
export function useKeepTypedFields(
  ref: RefObject<HTMLFormElement | null>,
  keep: (typed: Record<string, string>) => void,
) {
  const keepRef = useRef(keep);
  keepRef.current = keep;
  useLayoutEffect(() => {
    const typed = typedFieldsBeforeHydration(ref.current);
    if (Object.keys(typed).length > 0) keepRef.current(typed);
  }, [ref]);
}
