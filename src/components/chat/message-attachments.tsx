'use client';

import { useLocale } from '../../i18n/locale-context';
import { isImageFile } from '../../lib/chat/file-limits';
import type { Attachment } from '../../lib/chat/types';
import { FileText } from '../ui/icons';
import { formatSize } from './format';

/**
 * The api's path of a stored file through the front's `/api`; a local preview (`blob:`) as it is;
 * anything else (`javascript:`, `data:`, another host) is no link at all.
 */
function hrefOf(url: string | undefined): string | undefined {
  if (url?.startsWith('/v1/')) return `/api${url}`;
  return url && /^blob:/i.test(url) ? url : undefined;
}

/** A question's files: pictures as thumbnails (opening the original), documents as chips. */
export function MessageAttachments({ files }: { files: Attachment[] }) {
  const locale = useLocale();
  if (files.length === 0) return null;
  return (
    <ul className="message-attachments">
      {files.map((file) => {
        const href = hrefOf(file.url);
        const image = isImageFile(file) && href;
        const body = image ? (
          <img className="file-chip-thumb" src={href} alt={file.name} width={96} height={96} />
        ) : (
          <>
            <FileText className="file-chip-icon" size={20} aria-hidden />
            <span className="file-chip-text">
              <span className="file-chip-name">{file.name}</span>
              {file.size !== undefined && (
                <span className="muted">{formatSize(file.size, locale)}</span>
              )}
            </span>
          </>
        );
        return (
          <li
            key={file.id || file.name}
            className="file-chip"
            data-kind={image ? 'image' : 'document'}
            data-testid="message-attachment"
          >
            {href ? (
              <a href={href} target="_blank" rel="noreferrer" className="file-chip-link">
                {body}
              </a>
            ) : (
              body
            )}
          </li>
        );
      })}
    </ul>
  );
}
