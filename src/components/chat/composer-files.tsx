'use client';

import { useLocale } from '../../i18n/locale-context';
import type { Locale } from '../../i18n/locales';
import { acceptedTypesText, maxFileBytes, maxFiles } from '../../lib/chat/file-limits';
import * as m from '../../paraglide/messages.js';
import { IconButton } from '../ui/icon-button';
import { FileText, X } from '../ui/icons';
import { formatSize } from './format';
import type { FileRefusal, PendingFile } from './use-attachments';

/** Why a file was not attached, in the interface language. */
function refusalText(problem: FileRefusal, locale: Locale) {
  const name = problem.name;
  if (problem.kind === 'empty') return m.composer_file_empty({ name }, { locale });
  if (problem.kind === 'size') {
    return m.composer_file_size({ name, limit: formatSize(maxFileBytes, locale) }, { locale });
  }
  if (problem.kind === 'count') return m.composer_file_count({ count: maxFiles }, { locale });
  return m.composer_file_type({ name, types: acceptedTypesText }, { locale });
}

/** The files waiting to be sent: image thumbnails and document chips, each removable. */
export function ComposerFiles({
  files,
  problem,
  onRemove,
}: {
  files: PendingFile[];
  problem?: FileRefusal;
  onRemove: (id: string) => void;
}) {
  const locale = useLocale();
  return (
    <>
      {files.length > 0 && (
        <ul className="composer-files" aria-label={m.composer_attached_files({}, { locale })}>
          {files.map(({ id, file, preview }) => (
            <li
              key={id}
              className="file-chip"
              data-kind={preview ? 'image' : 'document'}
              data-testid="composer-file"
            >
              {preview ? (
                <img className="file-chip-thumb" src={preview} alt="" width={40} height={40} />
              ) : (
                <FileText className="file-chip-icon" size={20} aria-hidden />
              )}
              <span className="file-chip-text">
                <span className="file-chip-name">{file.name}</span>
                <span className="muted">{formatSize(file.size, locale)}</span>
              </span>
              <IconButton
                label={m.composer_remove_named({ name: file.name }, { locale })}
                icon={<X size={14} aria-hidden />}
                onClick={() => onRemove(id)}
                data-testid="composer-file-remove"
              />
            </li>
          ))}
        </ul>
      )}
      {problem && (
        <div className="composer-problem" role="alert" data-testid="composer-file-error">
          {refusalText(problem, locale)}
        </div>
      )}
    </>
  );
}
