/** SPEC §3: a chat id starting with fk- is a client placeholder, never sent as chatId. */
export function isPlaceholderId(id: string | undefined): boolean {
  return id === undefined || id.startsWith('fk-');
}

export function newPlaceholderId(): string {
  return `fk-${crypto.randomUUID()}`;
}
