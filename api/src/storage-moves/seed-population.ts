/**
 * A seeded population for the move's tests (decision 203): people written straight into D1 in
 * bulk, every row shaped as api/migrations define it, with deterministic content from a seeded
 * pseudo-random generator, so a failure reproduces. They are accounts as the previous version made
 * them: no `storage_moves` rows, so every part is in D1 and moves (a new account starts in its
 * objects, decision 218). Used only by tests
 * (`population-move.test.ts`); nothing in the Worker imports it.
 *
 * Each person has their own team, a session, 50 messages in three chats (with branches: an
 * earlier answer and an edited question kept beside the shown ones), a folder or two, a pinned
 * chat, an attachment (with its object in R2) and a generated image, memories, ratings of their
 * answers, MCP servers of their own and one of their team, API keys with spending, and a balance
 * history (grant, payment, promo, usage, API-key usage, refund, an operator's adjustment) whose
 * sum is the team's balance. People come in groups of `GROUP`: the first one's team takes the
 * others in as members (their current team), and shares a chat with two of them.
 *
 * Rows go in as `INSERT … SELECT … FROM json_each(?1)`: one bound JSON array per statement
 * holds hundreds of rows (D1 binds at most 100 values a statement), and one `db.batch` writes a
 * table's chunks in one transaction.
 */

/** People per group: the first owns the group's shared team, the others are its members. */
export const GROUP = 4;
/** Messages per person, over three chats. */
export const MESSAGES_PER_PERSON = 50;
/** How many of each chat's messages, in order (their sum is `MESSAGES_PER_PERSON`). */
const CHAT_SIZES = [20, 16, 14] as const;
/** Kopecks every team is granted when its owner confirmed their email (as in api tests). */
const GRANT = 50_000;

export interface SeededPerson {
  index: number;
  id: string;
  email: string;
  name: string;
  /** Their own team (they own it). */
  teamId: string;
  /** The team they act for: their group's first person's, or their own for that person. */
  currentTeamId: string;
  sessionId: string;
  /** Their chats, in the order made; the first of a group's first person is shared. */
  chatIds: string[];
  /** Their answers they rated, by message id. */
  ratedAnswerIds: string[];
  /** Their own MCP server ids and their team's. */
  serverIds: string[];
  teamServerIds: string[];
  attachmentKeys: string[];
  memoryCount: number;
  /** Their rows of the conversation tables (folders, chats, messages, attachments): the `chats` part. */
  conversationRows: number;
}

export interface Population {
  people: SeededPerson[];
  /** Rows written, by table. */
  rows: Record<string, number>;
  /** Wall time of the seeding, in ms. */
  ms: number;
}

export interface SeedOptions {
  /** How many people (default 1,000). */
  people?: number;
  /** The generator's seed; the same seed writes the same rows (default 20261207). */
  seed?: number;
  /**
   * Prefix of every email and of the generator's ids' stream, so two populations can share one
   * database (default `pop`).
   */
  tag?: string;
  /** Which people's attachments get their bytes in R2 (default everyone's). */
  filesFor?: (person: SeededPerson) => boolean;
}

/** mulberry32: a small, fast seeded generator; good enough to vary test data. */
export function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  const hex = (length: number) => Array.from({ length }, () => int(16).toString(16)).join('');
  /** A version-4-shaped UUID from the stream (so ids look as the api makes them). */
  const uuid = () =>
    `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;
  return { next, int, pick, hex, uuid };
}

const WORDS = [
  'беседа',
  'модель',
  'ответ',
  'погода',
  'Kazan',
  'recipe',
  'budget',
  'отчёт',
  'table',
  'код',
  'letter',
  'перевод',
  'summary',
  'vacation',
  'счёт',
  'garden',
  'музыка',
  'proof',
  'график',
  'invoice',
] as const;
const MODELS = ['gpt:gpt-mini', 'gpt:gpt-4o', 'claude:claude-sonnet', 'gemini:gemini-flash'];
const REASONS = ['accurate', 'helpful', 'wrong', 'unhelpful', 'incomplete', 'other', null];

/** A time `minutes` after the population's start, as the api writes times (UTC ISO). */
const at = (minutes: number) =>
  new Date(Date.UTC(2026, 9, 1) + Math.round(minutes * 60_000)).toISOString();

type Value = string | number | null;
type Rows = Value[][];

/** Each table's columns as written, in the order the row arrays hold them. */
const COLUMNS = {
  users: [
    'id',
    'email',
    'name',
    'password_hash',
    'password_salt',
    'password_iterations',
    'locale',
    'time_zone',
    'entity_id',
    'created_at',
    'updated_at',
    'email_confirmed_at',
    'settings',
  ],
  entities: ['id', 'name', 'owner_id', 'balance_kopecks', 'created_at'],
  entity_members: ['entity_id', 'user_id', 'role', 'created_at'],
  sessions: ['id', 'user_id', 'created_at', 'expires_at', 'last_seen_at', 'sign_in_method'],
  chat_folders: ['id', 'user_id', 'name', 'sort_order', 'created_at', 'updated_at', 'instructions'],
  chats: [
    'id',
    'owner_id',
    'entity_id',
    'name',
    'mode',
    'model',
    'created_at',
    'updated_at',
    'folder_id',
    'pinned_at',
  ],
  messages: [
    'id',
    'chat_id',
    'user_id',
    'role',
    'content',
    'model',
    'status',
    'request_id',
    'input_tokens',
    'output_tokens',
    'cost_kopecks',
    'created_at',
    'updated_at',
    'parent_id',
  ],
  attachments: [
    'id',
    'message_id',
    'chat_id',
    'r2_key',
    'name',
    'content_type',
    'size',
    'created_at',
  ],
  media: [
    'id',
    'owner_id',
    'chat_id',
    'r2_key',
    'content_type',
    'size',
    'created_at',
    'message_id',
    'width',
    'height',
  ],
  chat_shares: ['chat_id', 'user_id', 'created_at', 'owner_id', 'entity_id'],
  memories: ['id', 'user_id', 'text', 'request_id', 'created_at', 'updated_at'],
  message_ratings: [
    'message_id',
    'user_id',
    'rating',
    'reason',
    'comment',
    'created_at',
    'updated_at',
  ],
  mcp_servers: [
    'id',
    'user_id',
    'scope',
    'entity_id',
    'name',
    'url',
    'transport',
    'headers_sealed',
    'status',
    'error',
    'tools',
    'enabled',
    'approval',
    'created_at',
    'updated_at',
  ],
  api_keys: [
    'id',
    'user_id',
    'name',
    'prefix',
    'key_hash',
    'monthly_cap_kopecks',
    'created_at',
    'last_used_at',
  ],
  api_key_usage: [
    'id',
    'key_id',
    'model',
    'input_tokens',
    'output_tokens',
    'cost_kopecks',
    'created_at',
  ],
  payments: [
    'id',
    'entity_id',
    'user_id',
    'amount_kopecks',
    'status',
    'provider_id',
    'confirmation_url',
    'created_at',
    'credited_at',
  ],
  admin_adjustments: [
    'id',
    'entity_id',
    'operator_id',
    'amount_kopecks',
    'reason',
    'idempotency_key',
    'created_at',
  ],
  ledger: ['id', 'entity_id', 'user_id', 'amount_kopecks', 'kind', 'ref', 'created_at'],
} as const;

type Table = keyof typeof COLUMNS;
/** Tables in the order foreign keys need them written. */
const ORDER: Table[] = [
  'users',
  'entities',
  'entity_members',
  'sessions',
  'chat_folders',
  'chats',
  'messages',
  'attachments',
  'media',
  'chat_shares',
  'memories',
  'message_ratings',
  'mcp_servers',
  'api_keys',
  'api_key_usage',
  'payments',
  'admin_adjustments',
  'ledger',
];

/** The tables seeded here that hold a person's conversations (the move's `chats` part). */
const CONVERSATION_PARTS: Table[] = ['chat_folders', 'chats', 'messages', 'attachments'];

/** Bytes of JSON one statement binds at most (D1 takes values up to 2 MB). */
const CHUNK_BYTES = 400_000;

/** `INSERT … SELECT` of many rows bound as one JSON array of arrays, chunked by size. */
function insertStatements(db: D1Database, table: Table, rows: Rows): D1PreparedStatement[] {
  const columns = COLUMNS[table];
  const sql = `INSERT INTO ${table} (${columns.join(', ')})
    SELECT ${columns.map((_, i) => `value ->> '$[${i}]'`).join(', ')} FROM json_each(?1)`;
  const statements: D1PreparedStatement[] = [];
  let chunk: string[] = [];
  let bytes = 0;
  const flush = () => {
    if (chunk.length) statements.push(db.prepare(sql).bind(`[${chunk.join(',')}]`));
    chunk = [];
    bytes = 0;
  };
  for (const row of rows) {
    if (row.length !== columns.length) throw new Error(`${table}: ${row.length} values`);
    const text = JSON.stringify(row);
    if (bytes + text.length > CHUNK_BYTES) flush();
    chunk.push(text);
    bytes += text.length;
  }
  flush();
  return statements;
}

const sha256Hex = async (text: string) =>
  Array.from(
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))),
    (byte) => byte.toString(16).padStart(2, '0'),
  ).join('');

/**
 * Writes the population into `env.DB` (and its attachments' bytes into `env.FILES`) and answers
 * who was written. Each table's rows go in one `db.batch`, in foreign-key order.
 */
export async function seedPopulation(
  env: { DB: D1Database; FILES: R2Bucket },
  options: SeedOptions = {},
): Promise<Population> {
  const started = Date.now();
  const count = options.people ?? 1000;
  const tag = options.tag ?? 'pop';
  const random = generator(options.seed ?? 20261207);
  const { int, pick, uuid } = random;
  const text = (words: number) => Array.from({ length: words }, () => pick(WORDS)).join(' ');
  const rows = Object.fromEntries(ORDER.map((table) => [table, [] as Rows])) as Record<Table, Rows>;
  const files: { key: string; body: string; type: string }[] = [];
  const people: SeededPerson[] = [];

  for (let index = 0; index < count; index += 1) {
    const id = uuid();
    const leader = people[index - (index % GROUP)];
    const teamId = uuid();
    people.push({
      index,
      id,
      email: `${tag}-${String(index).padStart(5, '0')}@seeded.example`,
      name: `${pick(['Анна', 'Boris', 'Вера', 'Dmitry', 'Елена', 'Farid'])} ${index}`,
      teamId,
      currentTeamId: leader?.teamId ?? teamId,
      sessionId: uuid(),
      chatIds: [],
      ratedAnswerIds: [],
      serverIds: [],
      teamServerIds: [],
      attachmentKeys: [],
      memoryCount: 0,
      conversationRows: 0,
    });
  }

  const conversationRows = () =>
    CONVERSATION_PARTS.reduce((sum, table) => sum + rows[table].length, 0);
  for (const person of people) {
    const { id, teamId, index } = person;
    const born = index * 3;
    const conversationsBefore = conversationRows();
    const leader = people[index - (index % GROUP)] as SeededPerson;
    rows.users.push([
      id,
      person.email,
      person.name,
      'seeded-password-hash',
      'seeded-salt',
      100_000,
      pick(['ru', 'en']),
      pick(['Europe/Moscow', 'Asia/Yekaterinburg', 'Europe/Berlin']),
      person.currentTeamId,
      at(born),
      at(born),
      at(born + 1),
      JSON.stringify({ memory: index % 2 === 0 }),
    ]);
    rows.sessions.push([
      person.sessionId,
      id,
      at(born),
      at(born + 60 * 24 * 400),
      at(born),
      'password',
    ]);
    rows.entity_members.push([teamId, id, 'owner', at(born)]);
    if (leader.id !== id) rows.entity_members.push([leader.teamId, id, 'member', at(born + 2)]);

    // Folders: one or two, the second sometimes with instructions.
    const folderIds = Array.from({ length: 1 + (index % 2) }, () => uuid());
    folderIds.forEach((folderId, order) => {
      rows.chat_folders.push([
        folderId,
        id,
        `${pick(WORDS)} ${order + 1}`,
        order,
        at(born + order),
        at(born + order),
        order === 1 ? text(6) : '',
      ]);
    });

    // Chats: the first may be shared (its owner's current team is the group's), the second in a
    // folder, the third pinned. Each chat's messages: a question/answer path with branches kept.
    let clock = born + 10;
    const answers: { id: string; chatId: string; cost: number; model: string; at: number }[] = [];
    CHAT_SIZES.forEach((size, c) => {
      const chatId = uuid();
      person.chatIds.push(chatId);
      const model = pick(MODELS);
      const chatEntity = c === 0 ? person.currentTeamId : teamId;
      const created = clock;
      const chatMessages = seedChat(random, size, chatId, id, model, () => (clock += 1 + int(5)));
      rows.messages.push(...chatMessages.rows);
      for (const answer of chatMessages.answers) answers.push({ ...answer, chatId, model });
      rows.chats.push([
        chatId,
        id,
        chatEntity,
        `${text(3)} #${c + 1}`,
        'text',
        model,
        at(created),
        at(clock),
        c === 1 ? (folderIds[0] as string) : null,
        c === 2 ? at(clock) : null,
      ]);
      if (c === 0) {
        // An attachment on the first question, with its bytes in R2.
        const fileId = uuid();
        const name = `${pick(['notes', 'отчёт', 'plan'])}-${index}.txt`;
        const key = `uploads/${id}/${fileId}/${name}`;
        const body = `${text(8)}\n`;
        const size = new TextEncoder().encode(body).length;
        rows.attachments.push([
          fileId,
          chatMessages.firstId,
          chatId,
          key,
          name,
          'text/plain',
          size,
          at(created + 1),
        ]);
        person.attachmentKeys.push(key);
        files.push({ key, body, type: 'text/plain' });
      }
      if (c === 1) {
        // A generated image on an answer (its link only; nothing reads its bytes here).
        const mediaId = uuid();
        const answer = chatMessages.answers[0];
        rows.media.push([
          mediaId,
          id,
          chatId,
          `${id}/images/${mediaId}.png`,
          'image/png',
          1000 + int(9000),
          at(answer?.at ?? created),
          answer?.id ?? null,
          512,
          512,
        ]);
      }
    });
    // The group's first person shares their first chat with the next two of the group.
    if (leader.id === id) {
      for (const mate of people.slice(index + 1, index + 3)) {
        if (mate.index - (mate.index % GROUP) !== index) continue;
        // As the share route writes them (migration 0053): the owner and the chat's team.
        rows.chat_shares.push([
          person.chatIds[0] as string,
          mate.id,
          at(clock),
          id,
          person.currentTeamId,
        ]);
      }
    }

    person.conversationRows = conversationRows() - conversationsBefore;

    // Memories: three to six, some saved by an answer's `remember` call.
    const memoryCount = 3 + int(4);
    person.memoryCount = memoryCount;
    for (let m = 0; m < memoryCount; m += 1) {
      const saved = at(born + 20 + m);
      rows.memories.push([
        uuid(),
        id,
        `${pick(['Lives in', 'Prefers', 'Works on', 'Любит'])} ${text(3)}`,
        m % 2 ? (answers[m]?.id ?? null) : null,
        saved,
        m === 0 ? at(born + 400) : saved,
      ]);
    }

    // Ratings: every fourth answer, with a reason and sometimes a comment.
    answers.forEach((answer, a) => {
      if (a % 4 !== 0) return;
      const rating = pick(['up', 'down'] as const);
      rows.message_ratings.push([
        answer.id,
        id,
        rating,
        pick(REASONS),
        a % 8 === 0 ? text(4) : null,
        at(answer.at + 1),
        at(answer.at + 2),
      ]);
      person.ratedAnswerIds.push(answer.id);
    });

    // MCP servers: one or two of their own; one of their team (scope 'team', added by its owner).
    const tools = (name: string) =>
      JSON.stringify([
        { name: `${name}_search`, description: text(4), inputSchema: { type: 'object' } },
      ]);
    for (let s = 0; s < 1 + (index % 2); s += 1) {
      const serverId = uuid();
      person.serverIds.push(serverId);
      rows.mcp_servers.push([
        serverId,
        id,
        'user',
        null,
        `${pick(WORDS)} tools ${s + 1}`,
        `https://mcp${s}.seeded.example/${index}/mcp`,
        s === 1 ? 'sse' : 'http',
        null,
        'connected',
        null,
        tools(`own${s}`),
        s === 1 ? 0 : 1,
        s === 1 ? 'never' : 'always',
        at(born + 30 + s),
        at(born + 30 + s),
      ]);
    }
    const teamServerId = uuid();
    person.teamServerIds.push(teamServerId);
    rows.mcp_servers.push([
      teamServerId,
      id,
      'team',
      teamId,
      `Team ${pick(WORDS)}`,
      `https://team.seeded.example/${index}/mcp`,
      'http',
      null,
      'connected',
      null,
      tools('team'),
      1,
      'always',
      at(born + 40),
      at(born + 40),
    ]);

    // API keys: one or two (hashes only), the first with spending through the compatible endpoint.
    const usage: { id: string; cost: number; model: string; at: number }[] = [];
    for (let k = 0; k < 1 + (index % 3 === 0 ? 1 : 0); k += 1) {
      const keyId = uuid();
      const key = `bsk_${tag}${index}k${k}${random.hex(24)}`;
      rows.api_keys.push([
        keyId,
        id,
        `${pick(['laptop', 'script', 'бот'])} ${k + 1}`,
        key.slice(0, 12),
        await sha256Hex(key),
        k === 0 ? null : 10_000 + int(90_000),
        at(born + 50 + k),
        k === 0 ? at(born + 200) : null,
      ]);
      if (k > 0) continue;
      for (let u = 0; u < 3; u += 1) {
        const usageId = uuid();
        const cost = 10 + int(300);
        const model = pick(MODELS);
        rows.api_key_usage.push([
          usageId,
          keyId,
          model,
          100 + int(900),
          50 + int(500),
          cost,
          at(born + 60 + u),
        ]);
        usage.push({ id: usageId, cost, model, at: born + 60 + u });
      }
    }

    // The balance history of their own team: its rows' sum is the team's balance.
    const ledger: [number, string, string | null, number][] = [];
    ledger.push([GRANT, 'grant', 'email-confirmed', born + 1]);
    const paymentId = uuid();
    const paid = 10_000 * (1 + int(5));
    rows.payments.push([
      paymentId,
      teamId,
      id,
      paid,
      'succeeded',
      `seeded-${tag}-${index}`,
      null,
      at(born + 5),
      at(born + 6),
    ]);
    ledger.push([paid, 'top_up', paymentId, born + 6]);
    if (index % 5 === 0) ledger.push([5_000, 'promo', `SEEDED${index % 7}`, born + 7]);
    for (const answer of answers) {
      if (answer.cost) ledger.push([-answer.cost, 'usage', answer.id, answer.at]);
    }
    for (const call of usage) ledger.push([-call.cost, 'usage', call.id, call.at]);
    const refunded = answers.find((answer) => answer.cost > 0);
    if (refunded && index % 3 === 1)
      ledger.push([refunded.cost, 'refund', uuid(), refunded.at + 1]);
    if (index % 10 === 2) {
      const adjustmentId = uuid();
      const amount = pick([-1_500, 2_500, 700]);
      const operator = people[0] as SeededPerson;
      rows.admin_adjustments.push([
        adjustmentId,
        teamId,
        operator.id,
        amount,
        `${pick(['Goodwill', 'Возврат', 'Correction'])} ${index}`,
        `seeded-${index}`,
        at(born + 500),
      ]);
      ledger.push([amount, 'adjustment', adjustmentId, born + 500]);
    }
    let balance = 0;
    for (const [amount, kind, ref, minute] of ledger) {
      balance += amount;
      rows.ledger.push([uuid(), teamId, id, amount, kind, ref, at(minute)]);
    }
    rows.entities.push([teamId, `${person.name} team`, id, balance, at(born)]);
  }

  const db = env.DB;
  for (const table of ORDER) {
    const statements = insertStatements(db, table, rows[table]);
    // Many statements in one batch are one transaction: fast, and all or nothing.
    for (let at = 0; at < statements.length; at += 50) {
      await db.batch(statements.slice(at, at + 50));
    }
  }
  const wanted = options.filesFor;
  const owners = new Map(people.flatMap((p) => p.attachmentKeys.map((key) => [key, p] as const)));
  const toPut = files.filter((file) => !wanted || wanted(owners.get(file.key) as SeededPerson));
  for (let at = 0; at < toPut.length; at += 50) {
    await Promise.all(
      toPut
        .slice(at, at + 50)
        .map((file) =>
          env.FILES.put(file.key, file.body, { httpMetadata: { contentType: file.type } }),
        ),
    );
  }
  return {
    people,
    rows: Object.fromEntries(ORDER.map((table) => [table, rows[table].length])),
    ms: Date.now() - started,
  };
}

/**
 * One chat's messages, oldest first, as the api writes them: questions and answers on a path,
 * plus two branches kept beside it (decision 101): an earlier answer to the second question
 * (regenerated; its replacement and what follows are the shown branch) and an edited fourth
 * question with its own answer (the first version stays as a sibling, with the path after it).
 * Rows are in the order written, so the last one is the shown leaf (`messages_follow_leaf`).
 */
function seedChat(
  random: ReturnType<typeof generator>,
  size: number,
  chatId: string,
  userId: string,
  model: string,
  tick: () => number,
) {
  const { int, pick, uuid } = random;
  const text = (words: number) => Array.from({ length: words }, () => pick(WORDS)).join(' ');
  const out: Rows = [];
  const answers: { id: string; cost: number; at: number }[] = [];
  const message = (role: 'user' | 'assistant', parentId: string | null) => {
    const id = uuid();
    const minute = tick();
    const answer = role === 'assistant';
    const cost = answer ? int(4) && 1 + int(120) : 0;
    out.push([
      id,
      chatId,
      answer ? null : userId,
      role,
      answer ? `${text(12 + int(30))}.` : `${text(4 + int(10))}?`,
      answer ? model : null,
      'complete',
      answer ? uuid() : null,
      answer ? 50 + int(2000) : null,
      answer ? 20 + int(800) : null,
      answer ? cost : null,
      at(minute),
      at(minute),
      parentId,
    ]);
    if (answer) answers.push({ id, cost, at: minute });
    return id;
  };
  // Four branch messages (an old answer; an old question with its answer; one more old answer);
  // the rest a path.
  const pathLength = size - 4;
  let parent: string | null = null;
  let firstId = '';
  for (let step = 0; step < pathLength; step += 1) {
    const role = step % 2 === 0 ? 'user' : 'assistant';
    if (step === 3) message('assistant', parent); // the first version of the second answer
    if (step === 6) {
      // The fourth question as first asked, answered twice, before it was edited.
      const first = message('user', parent);
      message('assistant', first);
      message('assistant', first);
    }
    const id = message(role, parent);
    if (step === 0) firstId = id;
    parent = id;
  }
  return { rows: out, answers, firstId };
}
