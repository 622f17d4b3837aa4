'use client';

import { type ReactNode, useRef } from 'react';
import { IconButton } from './icon-button';

/**
 * The kit's button that picks files: an icon button that opens the browser's file chooser
 * through a hidden input, so no page draws the browser's "Choose File / No file chosen". Each
 * choice goes to `onFiles` and the input is emptied, so the same file can be picked again. For a
 * zone that also takes dropped files, use `FileDrop`.
 *
 * @example <FilePickerButton label="Attach" icon={<Paperclip aria-hidden />} multiple onFiles={attach} />
 */
export function FilePickerButton({
  label,
  icon,
  text,
  accept,
  multiple,
  disabled,
  onFiles,
  className,
  testId,
  inputTestId,
}: {
  /** The accessible name and tooltip. */
  label: string;
  icon: ReactNode;
  /** Visible words beside the icon, when the place needs them. */
  text?: ReactNode;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  className?: string;
  testId?: string;
  /** Put on the hidden input itself, so tests can hand it files. */
  inputTestId?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <IconButton
        label={label}
        icon={icon}
        text={text}
        className={className}
        disabled={disabled}
        onClick={() => input.current?.click()}
        data-testid={testId}
      />
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        className="file-picker-input"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
        data-testid={inputTestId}
      />
    </>
  );
}
