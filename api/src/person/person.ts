import { type ChatAnswer, type ChatCall, writesRows } from '../chat/chat-db';
import type { ConversationRow } from '../chat/conversation-tables';
import { NEXT_EXPIRY, removeExpiredOwnChats } from '../chat/expired-chats';
import * as conversations from '../chat/person-conversations';
import type { Env } from '../env';
import { ServerHolder } from '../mcp/server-holder';
import * as memories from '../memories/person-memories';
import type { StoredMemory } from '../memories/stored-memory';
import * as ratings from '../ratings/person-ratings';
import type { StoredRating } from '../ratings/stored-rating';
import { migrate } from './migrations';
import { chatsHere } from './own-chats';
import { PERSON_MIGRATIONS } from './schema';
import { type Sql, sqlOf } from './sql';

/**
 * One person's own data, in their object's SQLite (docs/decisions/203-person-objects-and-the-move.md):
 * today their answer ratings, memories and own MCP servers (decision 205), and their chats once
 * moved (decisions 215, 218); their assistants and prompts follow, each
 * moved from D1 by `storage-moves`. The Worker in front checks who may ask; the object trusts it.
 * Callers use the typed methods below (RPC), never `fetch`.
 */
export class Person extends ServerHolder {
  private readonly sql: Sql = sqlOf(this.ctx.storage.sql);

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // Schema first, before any call: migrations run once per object and version.
    ctx.blockConcurrencyWhile(async () => {
      migrate(ctx.storage, PERSON_MIGRATIONS);
    });
  }

  rateAnswer(input: ratings.RatingInput): StoredRating {
    return ratings.putRating(this.sql, input);
  }

  unrateAnswer(messageId: string): void {
    ratings.deleteRating(this.sql, messageId);
  }

  ratingsOfChat(chatId: string): StoredRating[] {
    return ratings.ratingsOfChat(this.sql, chatId);
  }

  ratingsOfAnswers(messageIds: string[]): StoredRating[] {
    return ratings.ratingsOfAnswers(this.sql, messageIds);
  }

  /** The move: one page of D1's rows, idempotent (a resumed run may send a page again). */
  copyRatings(rows: StoredRating[]): void {
    this.ctx.storage.transactionSync(() => ratings.copyRatings(this.sql, rows));
  }

  hashRatings(): Promise<{ rows: number; hash: string }> {
    return ratings.hashRatings(this.sql);
  }

  /** The move found a difference: it starts the part again from nothing. */
  forgetRatings(): void {
    ratings.forgetRatings(this.sql);
  }

  /** The person's memories, newest first (at most `limit`). */
  listMemories(limit?: number): StoredMemory[] {
    return memories.listMemories(this.sql, limit);
  }

  memory(id: string): StoredMemory | null {
    return memories.memoryById(this.sql, id);
  }

  remember(input: memories.MemoryInput): memories.MemorySave {
    return memories.addMemory(this.sql, input);
  }

  editMemory(id: string, text: string, now: string): StoredMemory | null {
    return memories.editMemory(this.sql, id, text, now);
  }

  forgetMemory(id: string): boolean {
    return memories.deleteMemory(this.sql, id);
  }

  /** Every memory goes: the person's "forget everything", account deletion, a failed move's check. */
  forgetMemories(): void {
    memories.forgetMemories(this.sql);
  }

  /** The move: one page of D1's rows, idempotent (a resumed run may send a page again). */
  copyMemories(rows: StoredMemory[]): void {
    this.ctx.storage.transactionSync(() => memories.copyMemories(this.sql, rows));
  }

  hashMemories(): Promise<{ rows: number; hash: string }> {
    return memories.hashMemories(this.sql);
  }

  // Their chats, messages, attachments, summaries and folders (docs/decisions/215-conversations-move.md),
  // read and written by the Worker's SQL through a `ChatDb` (decision 218).

  /** The statements of one `ChatDb` call, in one transaction. */
  async chatSql(calls: ChatCall[]): Promise<ChatAnswer> {
    const answer = conversations.runChatCalls(this.ctx.storage, calls);
    // A temporary chat begun or kept longer: the alarm rings at its end (decision 222).
    if (
      answer.error === null &&
      calls.some((c) => writesRows(c.sql) && /expires_at/i.test(c.sql))
    ) {
      await this.armExpiry();
    }
    return answer;
  }

  /** The move: one page of D1's rows, of one table, idempotent (a resumed run may send a page again). */
  async copyConversations(rows: ConversationRow[]): Promise<void> {
    this.ctx.storage.transactionSync(() =>
      conversations.copyConversations(this.ctx.storage.sql, rows),
    );
    // Temporary chats arrive with the move: their ends are this object's to keep.
    if (rows.some((row) => row.table === 'chats')) await this.armExpiry();
  }

  /**
   * The alarm: the person's temporary chats past their end are wiped (as the cron sweeps those of
   * people still in D1), then it is set again for the next end (decision 222).
   */
  override async alarm(): Promise<void> {
    const [owner] = this.ctx.storage.sql
      .exec<{ owner_id: string }>('SELECT owner_id FROM chats WHERE owner_id IS NOT NULL LIMIT 1')
      .toArray();
    if (owner) {
      await removeExpiredOwnChats(
        this.env,
        chatsHere(this.ctx.storage, owner.owner_id),
        new Date(),
      );
    }
    await this.armExpiry();
  }

  /** The alarm at the next temporary chat's end, unless it rings earlier already. */
  private async armExpiry(): Promise<void> {
    const [next] = this.ctx.storage.sql.exec<{ at: string | null }>(NEXT_EXPIRY).toArray();
    if (!next?.at) return;
    const at = Date.parse(next.at);
    const alarm = await this.ctx.storage.getAlarm();
    if (alarm === null || alarm > at) await this.ctx.storage.setAlarm(at);
  }

  hashConversations(): Promise<{ rows: number; hash: string }> {
    return conversations.hashConversations(this.ctx.storage.sql);
  }

  /** The move found a difference: it starts the part again from nothing. */
  forgetConversations(): void {
    this.ctx.storage.transactionSync(() => conversations.forgetConversations(this.ctx.storage.sql));
  }
}
