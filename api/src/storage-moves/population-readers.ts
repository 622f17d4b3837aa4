import { api } from '../../test/helpers';
import type { SeededPerson } from './seed-population';

/**
 * What one seeded person sees through the api, part by part (used only by
 * `population-move.test.ts`). Each reader names the part of the move it watches; when a part
 * moves (chats, messages, folders, money…), its readers are already here, and a new kind of
 * data adds a reader. `heavy` readers make a request per chat or file: the test runs them for
 * a sample of people, the others for everyone.
 */
export interface Reader {
  name: string;
  /** The part of the move whose rows it shows (`storage_moves.part`, or one still in D1). */
  part: string;
  heavy?: boolean;
  read(view: PersonView): Promise<unknown>;
}

/** One person signed in, with the answers of one snapshot memoized (readers share reads). */
export class PersonView {
  private readonly cache = new Map<string, Promise<unknown>>();
  constructor(
    readonly person: SeededPerson,
    readonly headers: Record<string, string>,
  ) {}

  /** A GET through the api as this person; anything but 200 fails the snapshot. */
  async raw(path: string) {
    const res = await api(path, { headers: this.headers });
    if (res.status !== 200) {
      throw new Error(`GET ${path} as ${this.person.index}: ${res.status} ${await res.text()}`);
    }
    return res;
  }

  /** The JSON of a GET, read once per snapshot. */
  json<T>(path: string): Promise<T> {
    let answer = this.cache.get(path);
    if (!answer) {
      answer = this.raw(path).then((res) => res.json());
      this.cache.set(path, answer);
    }
    return answer as Promise<T>;
  }

  /** Every chat the person can open (their own and those shared with them), all pages. */
  async chats() {
    const items: ChatItem[] = [];
    for (let page = 1; ; page += 1) {
      const list = await this.json<{ items: ChatItem[]; total: number }>(
        `/v1/chat?take=100&page=${page}`,
      );
      items.push(...list.items);
      if (items.length >= list.total || list.items.length === 0) return items;
    }
  }

  /**
   * Every message of a chat: the shown branch, then each branch the shown one has siblings
   * of (through `?branch=`), until every version was seen once. Keyed by the branch asked for.
   */
  async messages(chatId: string) {
    const base = `/v1/message/chat/${chatId}?pageSize=100`;
    const shown = await this.json<MessagePage>(base);
    const branches: Record<string, MessagePage> = { shown };
    const seen = new Set(shown.items.map((m) => m.id));
    const waiting = siblingsOf(shown);
    while (waiting.length) {
      const id = waiting.shift() as string;
      if (seen.has(id)) continue;
      const page = await this.json<MessagePage>(`${base}&branch=${id}`);
      branches[id] = page;
      for (const m of page.items) seen.add(m.id);
      waiting.push(...siblingsOf(page));
    }
    return branches;
  }
}

interface ChatItem {
  id: string;
  isOwner: boolean;
}
interface MessageItem {
  id: string;
  attachments: { url: string }[];
  siblings?: { ids: string[] };
}
interface MessagePage {
  items: MessageItem[];
  total: number;
}

const siblingsOf = (page: MessagePage) => page.items.flatMap((m) => m.siblings?.ids ?? []);

/** The readers, by part: a snapshot is `{ [reader.name]: await reader.read(view) }`. */
export const READERS: Reader[] = [
  { name: 'chat list', part: 'chats', read: (view) => view.chats() },
  { name: 'folders', part: 'folders', read: (view) => view.json('/v1/chat/folders') },
  { name: 'memories', part: 'memories', read: (view) => view.json('/v1/memories') },
  { name: 'mcp servers', part: 'mcp_servers', read: (view) => view.json('/v1/mcp/servers') },
  { name: 'api keys', part: 'api_keys', read: (view) => view.json('/v1/api-keys') },
  { name: 'team and balance', part: 'money', read: (view) => view.json('/v1/entity') },
  {
    name: 'ledger',
    part: 'money',
    async read(view) {
      const rows: unknown[] = [];
      for (let page = 1; ; page += 1) {
        const ledger = await view.json<{ items: unknown[]; total: number }>(
          `/v1/entity/ledger?take=100&page=${page}`,
        );
        rows.push(ledger);
        if (page * 100 >= ledger.total) return rows;
      }
    },
  },
  {
    name: 'chats with their shares',
    part: 'chats',
    heavy: true,
    async read(view) {
      const chats = await view.chats();
      return Promise.all(chats.map((chat) => view.json(`/v1/chat/${chat.id}`)));
    },
  },
  {
    name: 'messages with branches',
    part: 'messages',
    heavy: true,
    async read(view) {
      const chats = await view.chats();
      return Promise.all(chats.map((chat) => view.messages(chat.id)));
    },
  },
  {
    name: 'attachment files',
    part: 'messages',
    heavy: true,
    async read(view) {
      const files: Record<string, { type: string | null; body: string }> = {};
      for (const chat of await view.chats()) {
        for (const page of Object.values(await view.messages(chat.id))) {
          for (const file of page.items.flatMap((m) => m.attachments)) {
            if (files[file.url]) continue;
            const res = await view.raw(file.url);
            files[file.url] = { type: res.headers.get('content-type'), body: await res.text() };
          }
        }
      }
      return files;
    },
  },
  {
    name: 'ratings',
    part: 'ratings',
    heavy: true,
    async read(view) {
      const chats = await view.chats();
      return Promise.all(chats.map((chat) => view.json(`/v1/message/chat/${chat.id}/ratings`)));
    },
  },
  {
    // The team owner's export joins usage with each answer's rating (from D1 or the objects).
    name: 'ledger export',
    part: 'ratings',
    heavy: true,
    read: async (view) => (await view.raw('/v1/entity/ledger.csv')).text(),
  },
];

/**
 * What one person sees: every reader (or those `only` picks), by name. `spent` adds up each
 * reader's wall time in ms, to see which reads cost the most.
 */
export async function snapshotOf(
  view: PersonView,
  only: (reader: Reader) => boolean = () => true,
  spent: Record<string, number> = {},
) {
  const out: Record<string, unknown> = {};
  for (const reader of READERS) {
    if (!only(reader)) continue;
    const started = Date.now();
    out[reader.name] = await reader.read(view);
    spent[reader.name] = (spent[reader.name] ?? 0) + Date.now() - started;
  }
  return out;
}
