'use client';

import { Upload } from 'lucide-react';
import { type ReactNode, useState } from 'react';

/**
 * The kit's file picker: a drop zone that is also a button (a label around a visually hidden
 * file input), never the browser's "Choose File / No file chosen". Shows the chosen file's name.
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
  children,
}: {
  title: string;
  hint?: string;
  /** The chosen file's name (or other state) in place of the hint. */
  chosen?: string;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  /** Put on the input itself, so tests can hand it files. */
  testId?: string;
  children?: ReactNode;
}) {
  const [over, setOver] = useState(false);
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
        if (!disabled && files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
      }}
    >
      <Upload size={20} aria-hidden className="file-drop-icon" />
      <span className="file-drop-title">{title}</span>
      {chosen ? (
        <span className="file-drop-chosen" data-testid={testId ? `${testId}-chosen` : undefined}>
          {chosen}
        </span>
      ) : hint ? (
        <span className="file-drop-hint muted">{hint}</span>
      ) : null}
      {children}
      <input
        type="file"
        className="file-drop-input"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
        data-testid={testId}
      />
    </label>
  );
}
