'use client';

import { type InputHTMLAttributes, type ReactNode, useEffect, useRef, useState } from 'react';
import { Upload } from './icons';

/**
 * The kit's file picker: a drop zone that is also a button (a label around a visually hidden
 * file input), never the browser's "Choose File / No file chosen". Shows the chosen file's name.
 *
 * With `name`, the file stays in the input and goes with its form (`new FormData(form)`), and the
 * zone names it; without, each choice is handed to `onFiles` and the input is emptied.
 *
 * @example <FileDrop title="Photo" hint="PNG or JPEG" accept="image/*" onFiles={([f]) => use(f)} />
 */
export function FileDrop({
  title,
  hint,
  chosen,
  accept,
  multiple,
  disabled,
  onFiles,
  testId,
  name,
  inputProps,
  children,
}: {
  title: string;
  hint?: string;
  /** The chosen file's name (or other state) in place of the hint. */
  chosen?: string;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles?: (files: File[]) => void;
  /** Put on the input itself, so tests can hand it files. */
  testId?: string;
  /** A form field: the chosen file is submitted with the form under this name. */
  name?: string;
  /** More attributes of the input (id, aria-invalid, aria-describedby, data-*). */
  inputProps?: InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}`, string>;
  children?: ReactNode;
}) {
  const [over, setOver] = useState(false);
  const [picked, setPicked] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  // A form field forgets the file's name when its form is reset (sent, say).
  useEffect(() => {
    const form = name ? input.current?.form : null;
    if (!form) return;
    const forget = () => setPicked(undefined);
    form.addEventListener('reset', forget);
    return () => form.removeEventListener('reset', forget);
  }, [name]);
  const shown = chosen ?? picked;
  return (
    <label
      className="file-drop"
      data-over={over}
      data-disabled={disabled || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const files = [...event.dataTransfer.files];
        if (disabled || files.length === 0) return;
        // A form field keeps what was dropped, as if it had been picked.
        if (name && input.current) {
          input.current.files = event.dataTransfer.files;
          setPicked(files.map((file) => file.name).join(', '));
        }
        onFiles?.(multiple ? files : files.slice(0, 1));
      }}
    >
      <Upload size={20} aria-hidden className="file-drop-icon" />
      <span className="file-drop-title">{title}</span>
      {shown ? (
        <span className="file-drop-chosen" data-testid={testId ? `${testId}-chosen` : undefined}>
          {shown}
        </span>
      ) : hint ? (
        <span className="file-drop-hint muted">{hint}</span>
      ) : null}
      {children}
      <input
        {...inputProps}
        ref={input}
        type="file"
        className="file-drop-input"
        name={name}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          if (name) setPicked(files.map((file) => file.name).join(', ') || undefined);
          else event.target.value = '';
          if (files.length > 0) onFiles?.(files);
        }}
        data-testid={testId}
      />
    </label>
  );
}
