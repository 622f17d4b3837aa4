'use client';

import { useLocale } from '../../i18n/locale-context';
import * as m from '../../paraglide/messages.js';
import { Download } from '../ui/icons';
import { MenuButton } from '../ui/menu-button';
import { downloadFrom } from './download';

/** The chat's export menu: Markdown (the branch shown) or JSON (the whole tree). */
export function ExportChatButton({ chatId }: { chatId: string }) {
  const locale = useLocale();
  const url = (format: 'md' | 'json') =>
    `/api/v1/chat/${encodeURIComponent(chatId)}/export?format=${format}`;
  return (
    <span className="export-chat" data-testid="chat-export">
      <MenuButton
        label={m.porting_export({}, { locale })}
        icon={<Download size={18} aria-hidden />}
        items={[
          {
            id: 'md',
            label: m.porting_export_md({}, { locale }),
            onSelect: () => downloadFrom(url('md')),
          },
          {
            id: 'json',
            label: m.porting_export_json({}, { locale }),
            onSelect: () => downloadFrom(url('json')),
          },
        ]}
      />
    </span>
  );
}
