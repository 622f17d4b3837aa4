import {
  type BuiltinOffer,
  type BuiltinSend,
  type BuiltinTool,
  builtinPromptTool,
} from '../generation/builtin-tool';
import { ApiError } from '../lib/errors';
import { nowIso } from '../lib/time';
import { askPerson } from '../person/person-of';
import { readSettings } from '../users/settings-schema';
import { MAX_MEMORIES, MAX_MEMORY_CHARS, MemoryText } from './contract';
import { memoryBlock } from './memory-prompt';
import { type NotSaved, saveMemory } from './memory-store';

const REMEMBER = 'remember';

/** Whether the person's memories are in their object (reads go on from D1 while they are copied). */
const MOVED = `EXISTS (SELECT 1 FROM storage_moves WHERE owner_kind = 'person'
  AND owner_id = ?1 AND part = 'memories' AND state = 'moved')`;

/** The `remember` tool as the model is offered it. */
const rememberPromptTool = builtinPromptTool({
  name: REMEMBER,
  description:
    'Save one short, lasting fact about the person for their future chats: a preference, ' +
    'their background, an ongoing project, or anything they ask you to remember. One fact ' +
    `per call, in their language, at most ${MAX_MEMORY_CHARS} characters. Never save ` +
    'passwords, card numbers or other secrets, nor facts about other people.',
  inputSchema: {
    type: 'object',
    properties: {
      text: {
        type: 'string',
        description: 'The fact, e.g. "Prefers metric units"',
        maxLength: MAX_MEMORY_CHARS,
      },
    },
    required: ['text'],
    additionalProperties: false,
  },
});

/**
 * Memory for one send (docs/decisions/158-memory.md): while the person's `memory` setting is on
 * and the send is personal (not a temporary chat, not a text studio run), their memories go into the system prompt and a model that calls
 * tools is offered `remember`. While the memories are in D1, one round trip reads both the setting
 * and the memories; once moved, the memories come from the person's object.
 */
export async function memoryOffer({
  env,
  userId,
  model,
  personal,
}: BuiltinSend): Promise<BuiltinOffer> {
  if (!personal) return { tools: [] };
  const db = env.DB;
  const [user, memories] = await db.batch<{ settings?: string; moved?: number; text?: string }>([
    db.prepare(`SELECT settings, ${MOVED} AS moved FROM users WHERE id = ?1`).bind(userId),
    db
      .prepare(
        `SELECT text FROM memories WHERE user_id = ?1 AND NOT ${MOVED}
         ORDER BY created_at DESC, id LIMIT ?2`,
      )
      .bind(userId, MAX_MEMORIES),
  ]);
  const row = user?.results[0];
  if (!readSettings(row?.settings).memory) return { tools: [] };
  // Moved: D1's copy no longer changes and is not read; the person's object has them.
  const texts = row?.moved
    ? (await askPerson(env, userId, (person) => person.listMemories(MAX_MEMORIES))).map(
        (memory) => memory.text,
      )
    : (memories?.results ?? []).map((memory) => String(memory.text));
  const system = memoryBlock(texts);
  return {
    tools: model.capabilities.includes('tools') ? [rememberPromptTool] : [],
    ...(system ? { system } : {}),
  };
}

/** What the model is told when nothing was saved (English, the language of its tools). */
const TOLD: Record<NotSaved | 'invalid' | 'moving', string> = {
  invalid: `Not saved: the text must be 1 to ${MAX_MEMORY_CHARS} characters.`,
  duplicate: 'Already remembered; nothing changed.',
  limit: `Not saved: the person already keeps ${MAX_MEMORIES} memories. They can delete some on their memory page.`,
  memory_off: 'Not saved: the person turned memory off.',
  moving: 'Not saved: the person’s memories are being moved for a few seconds. Try again later.',
};

/**
 * `remember`: saves the fact for the answer's author; the result names the new memory (undo).
 * In an answer that read knowledge or a tool's result, the person approves it first.
 */
export const rememberTool: BuiltinTool = {
  name: REMEMBER,
  // A knowledge base or a tool's result must not plant lasting memories (decision 196).
  approvalAfterOutsideText: true,
  async run({ env, userId, requestId, input }) {
    const text = MemoryText.safeParse((input as { text?: unknown } | null)?.text);
    if (!text.success) return { output: TOLD.invalid, isError: true };
    let saved: Awaited<ReturnType<typeof saveMemory>>;
    try {
      saved = await saveMemory(env, { userId, text: text.data, requestId, now: nowIso() }, true);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'storage_moving') {
        return { output: TOLD.moving, isError: true };
      }
      throw error;
    }
    if ('notSaved' in saved) {
      return { output: TOLD[saved.notSaved], isError: saved.notSaved !== 'duplicate' };
    }
    return { output: `Saved to memory: ${saved.row.text}`, isError: false, memoryId: saved.row.id };
  },
};
