import { unstable_getHeaders as getHeaders } from 'waku/router/server';
import { upstreamJsonIfAny } from '../upstream.server';
import { type Catalog, toCatalog } from './catalog';
import { modelFromCookieHeader } from './model-choice';

/** The model this browser remembers, from its cookie (a display hint for the composer). */
export function rememberedModel(): string | undefined {
  return modelFromCookieHeader(getHeaders().cookie);
}

/**
 * The signed-in person's models and assistants, read with the page so the composer renders them
 * from the first byte; undefined when the api cannot give them, and the composer then fetches
 * them itself once the page is live.
 */
export async function loadCatalog(): Promise<Catalog | undefined> {
  const [models, assistants, entity] = await Promise.all([
    upstreamJsonIfAny<unknown>('/v2/llm/cabinet/models'),
    upstreamJsonIfAny<unknown>('/v1/assistants'),
    // The team's allowed models, for a member's picker (decision 229); all when it has none.
    upstreamJsonIfAny<unknown>('/v1/entity'),
  ]);
  return models === undefined || assistants === undefined
    ? undefined
    : toCatalog(models, assistants, entity);
}
