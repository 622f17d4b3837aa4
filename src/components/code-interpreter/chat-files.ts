import type { RunFile } from '../../lib/code-interpreter/python-sandbox';
import type { UiMessage } from '../chat/ui-message';

/**
 * The chat's attached files by name, for /mnt/data/ (a later file of the same name wins): those
 * sent from this page from their bytes, saved ones read back through the api once per page.
 */
export function chatFiles(
  messages: UiMessage[],
  cache: Map<string, Promise<ArrayBuffer | null>>,
): Promise<RunFile[]> {
  const byName = new Map<string, Promise<ArrayBuffer | null>>();
  for (const message of messages) {
    if (message.role === 'user') {
      for (const file of message.attachments ?? []) {
        if (!file.url?.startsWith('/v1/')) continue;
        const url = `/api${file.url}`;
        if (!cache.has(url)) {
          cache.set(
            url,
            fetch(url).then(
              (res) => (res.ok ? res.arrayBuffer() : null),
              () => null,
            ),
          );
        }
        byName.set(file.name, cache.get(url) as Promise<ArrayBuffer | null>);
      }
    }
    for (const file of message.question?.files ?? []) byName.set(file.name, file.arrayBuffer());
  }
  return Promise.all(
    [...byName].map(async ([name, bytes]) => {
      const data = await bytes;
      // A copy: the bytes are handed over (transferred) to the sandbox.
      return data ? { name: name.replace(/[/\\]/g, '_'), data: data.slice(0) } : null;
    }),
  ).then((files) => files.filter((file): file is RunFile => file !== null));
}
