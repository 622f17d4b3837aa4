'use client';

import {
  createContext,
  createElement,
  type ReactNode,
  useContext,
  useEffect,
  useState,
} from 'react';
import { type Catalog, toCatalog } from '../../lib/chat/catalog';

let catalog: Promise<Catalog> | undefined;

type Seed = { catalog?: Catalog; model?: string };
const CatalogContext = createContext<Seed>({});

/**
 * The catalog the server read with the page and the model this browser remembers (its cookie):
 * the composer renders with them from the first byte, so the toolbar (model name, toggles,
 * assistants) does not change size when the page goes live.
 */
export function CatalogProvider({ catalog, model, children }: Seed & { children: ReactNode }) {
  return createElement(CatalogContext, { value: { catalog, model } }, children);
}

/** The catalog the server handed over with the page, if any. */
export function useSeededCatalog(): Catalog | undefined {
  return useContext(CatalogContext).catalog;
}

/** The model the page was rendered with: the remembered one, else the deployment's default. */
export function useSeededModel(): string | undefined {
  const { catalog, model } = useContext(CatalogContext);
  return model ?? catalog?.defaultModel;
}

async function getJson(path: string): Promise<unknown> {
  const response = await fetch(path);
  // Read to the end either way: an answer the browser may not store (`no-store`, decision 197)
  // stays an open request until its body is read.
  const body: unknown = await response.json().catch(() => null);
  return response.ok ? body : [];
}

/**
 * Models and assistants, shared by every composer: the ones the server read with the page, or
 * fetched once per page.
 */
export function useCatalog(): Catalog | undefined {
  const seeded = useSeededCatalog();
  const [value, setValue] = useState<Catalog | undefined>(seeded);
  useEffect(() => {
    if (seeded) {
      // Newer than a fetch made earlier in this tab: later composers share it.
      catalog = Promise.resolve(seeded);
      setValue(seeded);
      return;
    }
    catalog ??= Promise.all([
      getJson('/api/v2/llm/cabinet/models'),
      getJson('/api/v1/assistants'),
      getJson('/api/v1/entity'),
    ])
      .then(([models, assistants, entity]) => toCatalog(models, assistants, entity))
      .catch(() => {
        catalog = undefined;
        return { models: [], assistants: [] };
      });
    let live = true;
    catalog.then((result) => live && setValue(result));
    return () => {
      live = false;
    };
  }, [seeded]);
  return value;
}
