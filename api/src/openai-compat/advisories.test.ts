import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createKey } from '../../test/api-key-helpers';
import { dataOf, readEvents, send, settled } from '../../test/chat-helpers';
import { api, registerUser } from '../../test/helpers';
import { countMessages } from '../../test/storage-helpers';

/**
 * Security round 3's replay of two 2026 advisories of peer products against the API keys: a key cannot
 * reach another person's chat (Open WebUI CVE-2026-45349), and no header resets a key's limit
 * (CVE-2026-45339).
 */

const messagesOf = (chatId: string) => countMessages(env, chatId);

async function someoneElsesChat() {
  const owner = await registerUser();
  const events = await readEvents(
    await send(owner.headers, { question: 'The owner’s secret question' }),
  );
  const meta = dataOf<{ chatId: string; messageId: string }>(
    events.find((event) => event.event === 'meta'),
  );
  await settled(meta.messageId);
  return { owner, chatId: meta.chatId };
}

describe('an API key and someone else’s chat (CVE-2026-45349)', () => {
  it('the compatible endpoint ignores chat ids in the body and headers: nothing read or added', async () => {
    const { chatId } = await someoneElsesChat();
    const before = await messagesOf(chatId);
    const stranger = await createKey();
    const res = await api('/openai/v1/chat/completions', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${stranger.key}`,
        'Content-Type': 'application/json',
        'X-Chat-Id': chatId,
      },
      body: JSON.stringify({
        model: 'gpt:gpt-mini',
        messages: [{ role: 'user', content: 'Continue our chat' }],
        chat_id: chatId,
        chatId,
        conversation_id: chatId,
        metadata: { chat_id: chatId },
      }),
    });
    expect(res.status).toBe(200);
    const completion = (await res.json()) as { choices: { message: { content: string } }[] };
    expect(completion.choices[0]?.message.content).toBe('Hello, world!');
    expect(await messagesOf(chatId)).toBe(before);
  }, 30_000);

  it('a key is no session: chat routes answer 401 to it, the owner’s own key included', async () => {
    const { owner, chatId } = await someoneElsesChat();
    const before = await messagesOf(chatId);
    const ownKey = await createKey({}, owner);
    const stranger = await createKey();
    for (const key of [stranger.key, ownKey.key]) {
      const headers = { Authorization: `Bearer ${key}` };
      const read = await api(`/v1/message/chat/${chatId}/`, { headers });
      expect(read.status).toBe(401);
      const appended = await send(headers, { chatId, question: 'Appended by a key' });
      expect(appended.status).toBe(401);
      await appended.body?.cancel();
    }
    expect(await messagesOf(chatId)).toBe(before);
  }, 30_000);
});

describe('a key’s limit and other headers (CVE-2026-45339)', () => {
  it('client-address headers and other spellings of the key count against the same limit', async () => {
    // api/vitest.config.ts allows 30 calls per key and minute.
    const { key } = await createKey();
    const spellings = [`Bearer ${key}`, `bearer ${key}`, `BEARER   ${key}  `];
    const statuses = await Promise.all(
      Array.from({ length: 40 }, async (_, n) => {
        const address = `203.0.113.${n + 1}`;
        const res = await api('/openai/v1/models', {
          headers: {
            Authorization: spellings[n % spellings.length] ?? '',
            'X-Forwarded-For': address,
            'CF-Connecting-IP': address,
            'X-Real-IP': address,
            'True-Client-IP': address,
          },
        });
        await res.body?.cancel();
        return res.status;
      }),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    // The key in any other place is no key at all, so it has no budget of its own either.
    const elsewhere: Record<string, string>[] = [
      { 'X-Api-Key': key },
      { 'api-key': key },
      { Authorization: `Bearer ${key}, Bearer ${key}` },
      { Authorization: `Basic ${btoa(`${key}:`)}` },
    ];
    for (const headers of elsewhere) {
      const res = await api('/openai/v1/models', { headers });
      expect(res.status).toBe(401);
    }
    const inQuery = await api(`/openai/v1/models?api_key=${key}`);
    expect(inQuery.status).toBe(401);
  }, 30_000);
});
