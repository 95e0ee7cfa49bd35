import type { z } from 'zod';
import type { Channel, Role } from '@hoshi/contracts';
import type { ErrorIssue } from '../lib/http-error.ts';
import type { Versioned } from '../services/settings-store.ts';

/** The guild's channels and roles, loaded only when a feature's check asks for them. */
export interface GuildObjects {
  channels(): Promise<Channel[]>;
  roles(): Promise<Role[]>;
}

interface FeatureDefinition<S extends z.ZodObject> {
  name: string;
  schema: S;
  defaults: z.infer<S> & Versioned;
  check(settings: z.infer<S>, guild: GuildObjects): Promise<ErrorIssue[]>;
}

/** A per-guild settings page: its document's schema, defaults and the checks against the guild. */
export type SettingsFeature = FeatureDefinition<z.ZodObject<{ version: z.ZodNumber }>>;

/** Typed where it is written, erased where the routes loop over all features. */
export const defineFeature = <S extends z.ZodObject>(feature: FeatureDefinition<S>): SettingsFeature =>
  feature as unknown as SettingsFeature;

/** Issues for channel ids that are unknown in the guild or of a type the field does not take. */
export async function checkChannels(
  guild: GuildObjects,
  fields: Array<{ path: string; id: string | null; types: readonly number[] }>,
): Promise<ErrorIssue[]> {
  const wanted = fields.filter((f) => f.id !== null);
  if (wanted.length === 0) return [];
  const byId = new Map((await guild.channels()).map((c) => [c.id, c]));
  return wanted.flatMap(({ path, id, types }) => {
    const channel = byId.get(id!);
    if (!channel) return [{ path, message: 'is not a channel of this server' }];
    if (!types.includes(channel.type))
      return [{ path, message: `must be a channel of type ${types.join(' or ')}` }];
    return [];
  });
}

export async function checkRoles(
  guild: GuildObjects,
  fields: Array<{ path: string; id: string | null }>,
): Promise<ErrorIssue[]> {
  const wanted = fields.filter((f) => f.id !== null);
  if (wanted.length === 0) return [];
  const known = new Set((await guild.roles()).map((r) => r.id));
  return wanted
    .filter((f) => !known.has(f.id!))
    .map(({ path }) => ({ path, message: 'is not a role of this server' }));
}
