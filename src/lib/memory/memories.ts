/** A memory as `GET /v1/memories` answers it (api/src/memories/contract.ts). */
export interface Memory {
  id: string;
  text: string;
  createdAt: string;
}

/** The longest memory the api keeps, in characters (api/src/memories/contract.ts). */
export const MAX_MEMORY_CHARS = 300;
/** How many memories the api keeps per person. */
export const MAX_MEMORIES = 100;
