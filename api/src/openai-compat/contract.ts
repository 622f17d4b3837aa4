import { z } from 'zod';

/** Text, or text parts (`{type: 'text', text}`), as OpenAI takes for every role. */
const TextContent = z.union([
  z.string(),
  z.array(z.object({ type: z.literal('text'), text: z.string() })),
]);

const UserPart = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({
    type: z.literal('image_url'),
    image_url: z.object({
      url: z.string().regex(/^(https?:|data:image\/)/, 'an http(s) or data:image URL'),
      detail: z.enum(['auto', 'low', 'high']).optional(),
    }),
  }),
]);

const ToolCall = z.object({
  id: z.string().min(1),
  type: z.literal('function'),
  function: z.object({ name: z.string().min(1), arguments: z.string() }),
});

export const CompatMessage = z.discriminatedUnion('role', [
  z.object({ role: z.enum(['system', 'developer']), content: TextContent }),
  z.object({ role: z.literal('user'), content: z.union([z.string(), z.array(UserPart)]) }),
  z.object({
    role: z.literal('assistant'),
    content: TextContent.nullish(),
    tool_calls: z.array(ToolCall).optional(),
  }),
  z.object({ role: z.literal('tool'), tool_call_id: z.string().min(1), content: TextContent }),
]);
export type CompatMessage = z.infer<typeof CompatMessage>;

const FunctionTool = z.object({
  type: z.literal('function'),
  function: z.object({
    name: z.string().regex(/^[\w-]{1,64}$/, 'letters, digits, _ or -, at most 64'),
    description: z.string().optional(),
    parameters: z.record(z.string(), z.unknown()).optional(),
    strict: z.boolean().nullish(),
  }),
});
export type FunctionTool = z.infer<typeof FunctionTool>;

export const ToolChoice = z.union([
  z.enum(['none', 'auto', 'required']),
  z.object({ type: z.literal('function'), function: z.object({ name: z.string() }) }),
]);

const Tokens = z.number().int().min(1);

/** `POST /chat/completions`: the part of OpenAI's request Beseda serves; other fields are ignored. */
export const ChatCompletionRequest = z.object({
  model: z.string().min(1),
  messages: z.array(CompatMessage).min(1),
  stream: z.boolean().nullish(),
  stream_options: z.object({ include_usage: z.boolean().optional() }).nullish(),
  max_tokens: Tokens.nullish(),
  max_completion_tokens: Tokens.nullish(),
  temperature: z.number().min(0).max(2).nullish(),
  top_p: z.number().min(0).max(1).nullish(),
  stop: z.union([z.string(), z.array(z.string()).max(4)]).nullish(),
  n: z.literal(1).nullish(),
  tools: z.array(FunctionTool).max(128).optional(),
  tool_choice: ToolChoice.optional(),
});
export type ChatCompletionRequest = z.infer<typeof ChatCompletionRequest>;

/** `POST /embeddings`: only the model is read (no embedding model is served yet). */
export const EmbeddingsRequest = z.object({
  model: z.string().min(1),
  input: z.union([
    z.string(),
    z.array(z.string()),
    z.array(z.number()),
    z.array(z.array(z.number())),
  ]),
  dimensions: z.number().int().min(1).max(4096).optional(),
  encoding_format: z.enum(['float', 'base64']).optional(),
});
