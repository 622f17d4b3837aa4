import { describe, expect, it } from 'vitest';
import { api, registerUser } from '../../test/helpers';
import { moveConversations } from '../../test/move-helpers';

const node = (
  id: string,
  role: 'user' | 'assistant',
  text: string,
  parent: string | null,
  children: string[],
) => ({
  id,
  parent,
  children,
  message: {
    author: { role },
    create_time: 1_700_000_000,
    content: { content_type: 'text', parts: [text] },
    recipient: 'all',
  },
});

async function importConversations(conversations: unknown, query = '?dryRun=1', moved = false) {
  // An account of the previous version (chats in D1), moved into its object when `moved`.
  const { headers, user } = await registerUser({ inD1: true });
  if (moved) await moveConversations(user.id);
  const form = new FormData();
  form.set('file', new Blob([JSON.stringify(conversations)]), 'conversations.json');
  return api(`/v1/chat/import${query}`, {
    method: 'POST',
    body: form,
    headers: { ...headers, 'X-Ad-Locale': 'en' },
  });
}

describe('ChatGPT import with ids that are names of Object’s own properties', () => {
  for (const id of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
    it(`refuses a child id "${id}" that the file does not hold with 400 import_unreadable`, async () => {
      const res = await importConversations([
        { title: 'Probe', mapping: { root: node('root', 'user', 'Hello', null, [id]) } },
      ]);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'import_unreadable' });
    });

    it.each([false, true])(
      `imports a conversation whose nodes are really named "${id}" (person moved: %s)`,
      async (moved) => {
        // Built as text: an object literal would turn a `__proto__` key into a prototype.
        const question = JSON.stringify(node(id, 'user', 'Question?', null, ['answer']));
        const answer = JSON.stringify(node('answer', 'assistant', 'Answer.', id, []));
        const text = `[{"title":"Named","current_node":"answer","mapping":{${JSON.stringify(id)}:${question},"answer":${answer}}}]`;
        const res = await importConversations(JSON.parse(text), '', moved);
        expect(res.status).toBe(201);
        expect(await res.json()).toMatchObject({
          source: 'chatgpt',
          totalChats: 1,
          totalMessages: 2,
        });
      },
    );
  }
});
