import {
  documentDefaults,
  storedDocumentSchema,
  type SettingsOf,
  type SettingsPageName,
} from '@hoshi/contracts';
import type { guildSettings } from './schema.ts';

type Row = typeof guildSettings.$inferSelect;

/** A stored row (or none) as today's document of page `name`. */
export function readDocument<N extends SettingsPageName>(name: N, row: Row | undefined): SettingsOf<N> {
  if (!row) return documentDefaults(name);
  return { ...storedDocumentSchema(name).parse(row.data), version: row.version };
}
