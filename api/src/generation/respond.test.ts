import { describe, expect, it } from 'vitest';
import type { MessageRow } from '../messages/message-store';
import './messages';
import { savedAnswerFrames } from './respond';
import { parseFrames } from './sse';

const row: MessageRow = {
  id: 'm1',
  chat_id: 'c1',
  role: 'assistant',
  content: 'Saved text',
  model: 'gpt:gpt',
  status: 'complete',
  request_id: 'r1',
  input_tokens: 3,
  output_tokens: 4,
  cost_kopecks: 2,
  error_code: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('an answer whose event log expired', () => {
  it('is replayed from the saved message: text, usage, [DONE], honouring Last-Event-ID', () => {
    const { events } = parseFrames(savedAnswerFrames(row, 'en', 0));
    expect(events.map((e) => [e.id, e.event ?? e.data])).toEqual([
      [1, 'delta'],
      [2, 'usage'],
      [3, '[DONE]'],
    ]);
    expect(JSON.parse(events[1]?.data ?? '')).toEqual({
      input: 3,
      output: 4,
      cost: 2,
      messageId: 'm1',
    });
    expect(parseFrames(savedAnswerFrames(row, 'en', 2)).events.map((e) => e.data)).toEqual([
      '[DONE]',
    ]);
  });

  it('replays its tool calls as they streamed: the duration and the MCP App view included', () => {
    const app = { uri: 'ui://greeting/view', html: '<p>Hi</p>' };
    const call = { id: 't1', server: 'Greeter', tool: 'show-greeting', input: { name: 'Ann' } };
    const withTools: MessageRow = {
      ...row,
      tool_calls: JSON.stringify([
        { ...call, output: 'Hello, Ann!', isError: false, durationMs: 312, app },
        // Saved before durations were kept: none is made up.
        { ...call, id: 't2', output: 'Hello again', isError: false },
      ]),
    };
    const { events } = parseFrames(savedAnswerFrames(withTools, 'en', 0));
    const results = events
      .filter((e) => e.event === 'tool-result')
      .map((e) => JSON.parse(e.data) as unknown);
    expect(results).toEqual([
      { id: 't1', output: 'Hello, Ann!', isError: false, durationMs: 312, app },
      { id: 't2', output: 'Hello again', isError: false },
    ]);
  });

  it('ends a failed answer with its localized error', () => {
    const failed = {
      ...row,
      status: 'error' as const,
      error_code: 'provider_error',
      input_tokens: null,
    };
    const { events } = parseFrames(savedAnswerFrames(failed, 'ru', 0));
    expect(events.map((e) => e.event ?? e.data)).toEqual(['delta', 'error', '[DONE]']);
    expect(JSON.parse(events[1]?.data ?? '')).toMatchObject({ code: 'provider_error' });
  });
});
