'use client';

import { useRef } from 'react';
import { useKeepTyped } from '../../lib/typed-before-hydration';
import './prompt-box.css';

/**
 * The prompt field of the image studios: a labelled textarea where Enter submits and
 * Shift+Enter breaks the line.
 */
export function PromptBox({
  label,
  placeholder,
  value,
  onChange,
  onSubmit,
  testId,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  testId: string;
}) {
  const field = useRef<HTMLTextAreaElement>(null);
  useKeepTyped(field, onChange);
  return (
    <label className="prompt-box">
      <span>{label}</span>
      <textarea
        ref={field}
        value={value}
        rows={3}
        maxLength={4000}
        placeholder={placeholder}
        data-testid={testId}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            onSubmit();
          }
        }}
      />
    </label>
  );
}
