'use client';

import { lazy, useEffect, useId, useRef, useState } from 'react';
import { useLocale } from '../../i18n/locale-context';
import { folderInstructionsMax, folderNameMax } from '../../lib/folders/folders';
import * as m from '../../paraglide/messages.js';
import { IconButton } from '../ui/icon-button';
import { X } from '../ui/icons';
import { LazyPart } from '../ui/lazy-part';

// A project's knowledge bases (decision 164): the list loads with the dialog, not the sidebar.
const KnowledgeChecklist = lazy(() =>
  import('../knowledge/knowledge-checklist').then((module) => ({
    default: module.KnowledgeChecklist,
  })),
);

/**
 * The kit's modal dialog asking for a folder's name (new or renamed). What was typed stays when
 * the api refuses it, with the api's localized reason under the field.
 */
export function FolderNameDialog({
  title,
  submitLabel,
  initialName = '',
  initialInstructions = '',
  initialKnowledgeIds = [],
  onSubmit,
  onClose,
}: {
  title: string;
  submitLabel: string;
  initialName?: string;
  /** The project's instructions (docs/decisions/151-projects-and-temporary-chats.md). */
  initialInstructions?: string;
  /** The project's knowledge bases (docs/decisions/164-knowledge-ui.md). */
  initialKnowledgeIds?: string[];
  /** Saves the name, instructions and bases; the reason to show when refused. */
  onSubmit: (
    name: string,
    instructions: string,
    knowledgeIds: string[],
  ) => Promise<string | undefined>;
  onClose: () => void;
}) {
  const locale = useLocale();
  const dialog = useRef<HTMLDialogElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(initialName);
  const [instructions, setInstructions] = useState(initialInstructions);
  const [knowledgeIds, setKnowledgeIds] = useState(initialKnowledgeIds);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const errorId = useId();
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const returnTo = document.activeElement as HTMLElement | null;
    element.showModal();
    // showModal() focuses the first control (the close button); the name is what is asked for.
    field.current?.focus();
    return () => {
      if (element.open) element.close();
      returnTo?.focus();
    };
  }, []);

  const submit = async () => {
    const value = name.trim();
    if (!value || busy) return;
    setBusy(true);
    const refused = await onSubmit(value, instructions.trim(), knowledgeIds);
    setBusy(false);
    if (refused) setError(refused);
    else dialog.current?.close();
  };

  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby={titleId}
      onClose={() => close.current()}
      data-testid="folder-name-dialog"
    >
      <div className="modal-head">
        <h2 className="modal-title" id={titleId}>
          {title}
        </h2>
        <IconButton
          label={m.layout_close({}, { locale })}
          icon={<X size={18} aria-hidden />}
          onClick={() => dialog.current?.close()}
        />
      </div>
      <form
        className="folder-name-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label className="field">
          {m.folders_name({}, { locale })}
          <input
            ref={field}
            className="input"
            value={name}
            maxLength={folderNameMax}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            onChange={(event) => {
              setName(event.target.value);
              setError(undefined);
            }}
            data-testid="folder-name-input"
          />
        </label>
        <p id={errorId} className={error ? 'field-error' : 'folder-name-hint'} role="status">
          {error ?? m.folders_name_hint({}, { locale })}
        </p>
        <label className="field">
          {m.folders_instructions({}, { locale })}
          <textarea
            className="input folder-instructions"
            value={instructions}
            maxLength={folderInstructionsMax}
            rows={4}
            placeholder={m.folders_instructions_placeholder({}, { locale })}
            onChange={(event) => {
              setInstructions(event.target.value);
              setError(undefined);
            }}
            data-testid="folder-instructions-input"
          />
        </label>
        <p className="folder-name-hint">{m.folders_instructions_hint({}, { locale })}</p>
        <LazyPart>
          <KnowledgeChecklist
            legend={m.knowledge_folder_label({}, { locale })}
            hint={m.knowledge_folder_hint({}, { locale })}
            picked={knowledgeIds}
            onChange={(picked) => setKnowledgeIds(picked.map((base) => base.id))}
          />
        </LazyPart>
        <div className="folder-name-buttons">
          <button type="button" className="button" onClick={() => dialog.current?.close()}>
            {m.chat_cancel({}, { locale })}
          </button>
          <button
            type="submit"
            className="button button-primary"
            disabled={busy || !name.trim()}
            data-testid="folder-name-save"
          >
            {submitLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
