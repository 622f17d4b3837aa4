import type { ModelMessage } from 'ai';
import type { HeldPrompt } from '../billing/input-bound';
import type { CompatMessage } from './contract';

type TextContent = string | { type: 'text'; text: string }[];

const textOf = (content: TextContent | null | undefined) =>
  typeof content === 'string' ? content : (content ?? []).map((part) => part.text).join('');

/**
 * OpenAI chat messages as the AI SDK's: `developer` is a system message, image parts are image
 * parts (an http(s) or data URL), an assistant's `tool_calls` are tool calls and a `tool` message
 * is the result of the call it names.
 */
export function toModelMessages(messages: CompatMessage[]): ModelMessage[] {
  const toolNames = new Map<string, string>();
  return messages.map((message): ModelMessage => {
    switch (message.role) {
      case 'system':
      case 'developer':
        return { role: 'system', content: textOf(message.content) };
      case 'user':
        return {
          role: 'user',
          content:
            typeof message.content === 'string'
              ? message.content
              : message.content.map((part) =>
                  part.type === 'text'
                    ? { type: 'text', text: part.text }
                    : { type: 'image', image: part.image_url.url },
                ),
        };
      case 'assistant': {
        const text = textOf(message.content);
        const calls = (message.tool_calls ?? []).map((call) => {
          toolNames.set(call.id, call.function.name);
          return {
            type: 'tool-call' as const,
            toolCallId: call.id,
            toolName: call.function.name,
            input: parseArguments(call.function.arguments),
          };
        });
        return {
          role: 'assistant',
          content: [...(text ? [{ type: 'text' as const, text }] : []), ...calls],
        };
      }
      default:
        return {
          role: 'tool',
          content: [
            {
              type: 'tool-result',
              toolCallId: message.tool_call_id,
              toolName: toolNames.get(message.tool_call_id) ?? 'tool',
              output: { type: 'text', value: textOf(message.content) },
            },
          ],
        };
    }
  });
}

function parseArguments(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The request's prompt as its hold counts it (`inputTokenBound`, decision 191): each message's
 * text (an assistant's tool calls as their JSON), its images, and the tools offered.
 */
export function heldPromptOf(messages: CompatMessage[], tools: unknown[] | undefined): HeldPrompt {
  let images = 0;
  const texts = messages.map((message) => {
    if (message.role === 'user') {
      if (typeof message.content === 'string') return message.content;
      let text = '';
      for (const part of message.content) {
        if (part.type === 'text') text += part.text;
        else images += 1;
      }
      return text;
    }
    if (message.role === 'assistant' && message.tool_calls?.length) {
      return textOf(message.content) + JSON.stringify(message.tool_calls);
    }
    return textOf(message.content);
  });
  return { texts, images, ...(tools?.length ? { tools } : {}) };
}

/** Whether any message carries an image. */
export const hasImages = (messages: CompatMessage[]) =>
  messages.some(
    (message) =>
      message.role === 'user' &&
      typeof message.content !== 'string' &&
      message.content.some((part) => part.type === 'image_url'),
  );
