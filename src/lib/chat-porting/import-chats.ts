import { type ApiResult, callApi } from '../call-api';

/** What `POST /v1/chat/import` answers: the preview (dryRun) or the chats created. */
export interface ImportResult {
  dryRun: boolean;
  source: 'beseda' | 'chatgpt';
  totalChats: number;
  totalMessages: number;
  chats: { id: string | null; name: string; messages: number }[];
}

/**
 * Sends an export file to the api: `preview` only asks what would be created
 * (docs/chat-export-format.md); otherwise the chats are created, all or none.
 *
 * @example const preview = await importChats(file, { preview: true })
 */
export function importChats(file: File, { preview }: { preview: boolean }) {
  const form = new FormData();
  form.set('file', file);
  return callApi<ImportResult>(
    `/v1/chat/import${preview ? '?dryRun=1' : ''}`,
    'POST',
    form,
  ) as Promise<ApiResult<ImportResult>>;
}
