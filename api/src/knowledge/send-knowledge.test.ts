import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { dataOf, readEvents, send, settled } from '../../test/chat-helpers';
import { api, json, type RegisteredUser, registerUser } from '../../test/helpers';
import { documentsSettled, upload } from '../../test/knowledge-fixtures';
import { messageRow, messagesOfRequest } from '../../test/storage-helpers';
import { joinTeam } from '../../test/team-helpers';
import { savedAnswerFrames } from '../generation/respond';
import { parseFrames } from '../generation/sse';
import type { GenerationMeta } from '../generation/types';
import type { MessageRow } from '../messages/message-store';
import { type CitationSource, retrieveKnowledge } from './retrieve';

const HANDBOOK = [
  '# Leave',
  'Every employee has 28 calendar days of paid vacation a year. Unused days carry over to March.',
  '# Equipment',
  'Engineers receive a laptop and two monitors in their first week.',
  '# Travel',
  'Trains are booked by the office manager; flights need the director’s approval.',
].join('\n\n');

/** Eight sections, one passage each, every one opening with a line of its own. */
const NOTES = [
  [
    'Opening hours',
    'Section 41: general notes. The office opens at nine and closes at six on weekdays.',
  ],
  ['Parking', 'Section 42: general notes. Visitors park on the second level of the garage.'],
  ['Kitchen', 'Section 43: general notes. The coffee machine is cleaned every Friday afternoon.'],
  ['Mail', 'Section 44: general notes. Parcels wait at the front desk until collected.'],
  ['Printing', 'Section 45: general notes. Colour printing needs a code from the office manager.'],
  [
    'Security',
    'Section 46: general notes. The alarm is set at eight in the evening. The keeper of the keys is Marta Lindqvist, on the third floor.',
  ],
  ['Plants', 'Section 47: general notes. Plants are watered on Mondays and Thursdays.'],
  [
    'Meetings',
    'Section 48: general notes. Rooms are booked in the shared calendar for an hour at most.',
  ],
]
  .map(([heading, text]) => `# ${heading}\n\n${text}`)
  .join('\n\n');

async function baseWithHandbook(user: RegisteredUser) {
  const made = await api('/v1/knowledge', json('POST', { name: 'Handbook' }, user.headers));
  const { id } = (await made.json()) as { id: string };
  expect((await upload(user.headers, id, 'handbook.md', HANDBOOK)).status).toBe(202);
  const [doc] = await documentsSettled(user.headers, id);
  expect(doc).toMatchObject({ status: 'ready' });
  return id;
}

describe('answers from knowledge bases', () => {
  it('gives the model the passages, streams `citations` before the text, saves and replays them', async () => {
    const user = await registerUser();
    const baseId = await baseWithHandbook(user);
    const res = await send(user.headers, {
      knowledge: baseId,
      question: 'How many vacation days do I get? fake:echosystem=1',
    });
    expect(res.status).toBe(200);
    const events = await readEvents(res);
    expect(events[0]?.event).toBe('meta');
    expect(events[1]?.event).toBe('citations');
    expect(events.findIndex((e) => e.event === 'delta')).toBeGreaterThan(1);
    const { sources } = dataOf<{ sources: CitationSource[] }>(events[1]);
    expect(sources[0]).toEqual({
      n: 1,
      knowledgeId: baseId,
      documentId: expect.any(String),
      documentName: 'handbook.md',
      passage: expect.any(Number),
      snippet: expect.stringContaining('28 calendar days'),
      section: expect.any(String),
    });
    // The model was given the numbered passage.
    const text = events
      .filter((e) => e.event === 'delta')
      .map((e) => dataOf<{ text: string }>(e).text)
      .join('');
    expect(text).toContain('[1] handbook.md');
    expect(text).toContain('28 calendar days of paid vacation');

    const meta = dataOf<GenerationMeta>(events[0]);
    await settled(meta.messageId);
    // Resumed: the same frames from the object's log.
    const replay = await readEvents(
      await api(`/v1/openai/stream/${meta.requestId}`, { headers: user.headers }),
    );
    expect(dataOf(replay.find((e) => e.event === 'citations'))).toEqual({ sources });
    // Reloaded: the message carries them.
    const page = (await (
      await api(`/v1/message/chat/${meta.chatId}/`, { headers: user.headers })
    ).json()) as {
      items: { id: string; citations?: CitationSource[] }[];
    };
    expect(page.items.find((item) => item.id === meta.messageId)?.citations).toEqual(sources);
    // An answer whose log has expired replays them from the row, before its text.
    const row = await messageRow<MessageRow>(env, meta.messageId);
    const frames = parseFrames(savedAnswerFrames(row as MessageRow, 'en', 0)).events;
    expect(frames.map((e) => e.event ?? e.data).slice(0, 2)).toEqual(['citations', 'delta']);
    expect(dataOf(frames[0])).toEqual({ sources });
  }, 30_000);

  it('a one-fact question sends at most four passages; the citation shows the matching sentence', async () => {
    const user = await registerUser();
    const made = await api('/v1/knowledge', json('POST', { name: 'Office' }, user.headers));
    const { id: baseId } = (await made.json()) as { id: string };
    expect((await upload(user.headers, baseId, 'office.md', NOTES)).status).toBe(202);
    const [doc] = await documentsSettled(user.headers, baseId);
    expect(doc).toMatchObject({ status: 'ready', chunks: 8 });
    const events = await readEvents(
      await send(user.headers, {
        knowledge: baseId,
        question: 'Who is the keeper of the keys? fake:echosystem=1',
      }),
    );
    const { sources } = dataOf<{ sources: CitationSource[] }>(
      events.find((e) => e.event === 'citations'),
    );
    expect(sources.length).toBeGreaterThanOrEqual(1);
    expect(sources.length).toBeLessThanOrEqual(4);
    expect(sources[0]?.snippet).toContain('The keeper of the keys is Marta Lindqvist');
    // The model was given exactly the passages cited, numbered.
    const text = events
      .filter((e) => e.event === 'delta')
      .map((e) => dataOf<{ text: string }>(e).text)
      .join('');
    expect(text.match(/\[\d+\] office\.md/g)).toHaveLength(sources.length);
  }, 30_000);

  it('refuses a base the sender may not use with 404 and stores nothing; a mate may use it', async () => {
    const owner = await registerUser();
    const baseId = await baseWithHandbook(owner);
    const stranger = await registerUser();
    const requestId = crypto.randomUUID();
    const refused = await send(stranger.headers, { knowledge: `${baseId}`, requestId });
    expect(refused.status).toBe(404);
    expect((await messagesOfRequest(env, requestId))[0] ?? null).toBeNull();
    const mate = await registerUser();
    await joinTeam(owner, mate);
    const events = await readEvents(
      await send(mate.headers, { knowledge: baseId, question: 'Who books trains?' }),
    );
    const cited = dataOf<{ sources: CitationSource[] }>(
      events.find((e) => e.event === 'citations'),
    );
    expect(cited.sources[0]?.snippet).toContain('office manager');
  }, 30_000);

  it('a folder’s knowledge bases answer every chat in it', async () => {
    const user = await registerUser();
    const baseId = await baseWithHandbook(user);
    const stranger = await registerUser();
    const strangers = await api(
      '/v1/chat/folders',
      json('POST', { name: 'Mine', knowledgeIds: [baseId] }, stranger.headers),
    );
    expect(strangers.status).toBe(404);
    const made = await api(
      '/v1/chat/folders',
      json('POST', { name: 'HR', knowledgeIds: [baseId] }, user.headers),
    );
    expect(made.status).toBe(201);
    const folder = (await made.json()) as { id: string; knowledgeIds: string[] };
    expect(folder.knowledgeIds).toEqual([baseId]);
    const events = await readEvents(
      await send(user.headers, {
        folderId: folder.id,
        question: 'What equipment do engineers get?',
      }),
    );
    const cited = dataOf<{ sources: CitationSource[] }>(
      events.find((e) => e.event === 'citations'),
    );
    expect(cited.sources[0]?.snippet).toContain('two monitors');
    const cleared = await api(
      `/v1/chat/folders/${folder.id}`,
      json('PATCH', { knowledgeIds: [] }, user.headers),
    );
    expect(await cleared.json()).toMatchObject({ knowledgeIds: [] });
  }, 30_000);

  it('with no embedding provider, keywords alone still find the passage', async () => {
    const user = await registerUser();
    const baseId = await baseWithHandbook(user);
    const keywordsOnly = {
      ...env,
      OPENAI_BASE_URL: '',
      OPENAI_API_KEY: '',
      GOOGLE_BASE_URL: '',
      GOOGLE_API_KEY: '',
    };
    const { sources } = await retrieveKnowledge(keywordsOnly, [baseId], 'Who approves flights?');
    expect(sources[0]?.snippet).toContain('director’s approval');
    // Gemini alone embeds the question through batchEmbedContents' sibling, embedContent.
    const geminiOnly = { ...env, OPENAI_BASE_URL: '', OPENAI_API_KEY: '' };
    const viaGemini = await retrieveKnowledge(geminiOnly, [baseId], 'Who approves flights?');
    expect(viaGemini.sources[0]?.snippet).toContain('director’s approval');
  }, 30_000);
});
