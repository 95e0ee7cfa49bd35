import { STORAGE_KEYS, guildListAnswer } from '@hoshi/contracts';
import type { GuildListEntry } from '@hoshi/contracts';
import { readStorage } from './storage.ts';

/** A server from the list kept in local storage (docs/product.md#server-list-and-hub), so a header can show it early. */
export function readStoredGuild(id: string): GuildListEntry | undefined {
  try {
    const parsed = guildListAnswer.safeParse(JSON.parse(readStorage(STORAGE_KEYS.guilds) ?? '{}'));
    return parsed.success ? parsed.data[id] : undefined;
  } catch {
    return undefined;
  }
}
