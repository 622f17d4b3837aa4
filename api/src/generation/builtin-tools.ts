import { memoryOffer, rememberTool } from '../memories/remember-tool';
import type { BuiltinOffer, BuiltinSend, BuiltinTool } from './builtin-tool';

/**
 * The built-in features that may add tools and system text to a send, each asked at once
 * (decision 158). A feature that offers nothing answers `{ tools: [] }`.
 */
const offers: ((send: BuiltinSend) => Promise<BuiltinOffer>)[] = [memoryOffer];

/** The built-in tools the answer's object runs, by name. */
const tools: BuiltinTool[] = [rememberTool];

/** Everything the built-in features offer one send: their tools, and their system texts in order. */
export async function builtinOffers(send: BuiltinSend) {
  const each = await Promise.all(offers.map((offer) => offer(send)));
  return {
    tools: each.flatMap((offer) => offer.tools),
    system: each.map((offer) => offer.system).filter((text): text is string => Boolean(text)),
  };
}

/** The built-in tool of this name. */
export const builtinTool = (name: string) => tools.find((tool) => tool.name === name);
