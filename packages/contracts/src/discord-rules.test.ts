import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { COLLECTION_PAGES } from './collection-registry.ts';
import { CHANNEL_TYPES } from './constants.ts';
import type { Channel, Role } from './discord-objects.ts';
import { declaredRule, discordProblems, discordRefs } from './discord-rules.ts';
import { snowflake } from './fields.ts';
import { SETTINGS_PAGES } from './settings-registry.ts';

const channel = (id: string, type: number, bot = { view: true, send: true }): Channel => ({
  id,
  name: `c${id}`,
  type,
  parentId: null,
  position: 0,
  bot,
});
const role = (id: string, assignable: boolean): Role => ({
  id,
  name: `r${id}`,
  color: 0,
  position: 1,
  assignable,
});

const TEXT = '100000000000000001';
const VOICE = '100000000000000002';
const MUTED = '100000000000000003';
const HIDDEN = '100000000000000004';
const LOW = '200000000000000001';
const HIGH = '200000000000000002';
const GONE = '900000000000000009';

const guild = {
  channels: [
    channel(TEXT, CHANNEL_TYPES.text),
    channel(VOICE, CHANNEL_TYPES.voice),
    channel(MUTED, CHANNEL_TYPES.text, { view: true, send: false }),
    channel(HIDDEN, CHANNEL_TYPES.voice, { view: false, send: false }),
  ],
  roles: [role(LOW, true), role(HIGH, false)],
};

const problems = (schema: z.ZodType, doc: unknown) =>
  discordProblems(schema, doc, guild).map(({ path, code }) => `${path}:${code}`);

describe('a document judged by the rules its fields declare', () => {
  it('finds ids at every depth: nested objects, lists and maps', () => {
    const xp = { ...SETTINGS_PAGES.xp.defaults, exempt: [TEXT, VOICE], lvlroles: { '5': LOW } };
    expect(discordRefs(SETTINGS_PAGES.xp.schema, xp).map((r) => r.path)).toEqual([
      'exempt.0',
      'exempt.1',
      'lvlroles.5',
    ]);
  });

  it('refuses an unknown id, a wrong type, a channel closed to Hoshi and a role above it', () => {
    const xp = {
      ...SETTINGS_PAGES.xp.defaults,
      channel: MUTED,
      exempt: [GONE, HIDDEN],
      lvlroles: { '1': HIGH },
      reward: { role: LOW, level: 1 },
    };
    // Exempt channels are only watched: one Hoshi cannot see is fine, one that is not there is not.
    expect(problems(SETTINGS_PAGES.xp.schema, xp)).toEqual([
      'channel:bot_cannot_send',
      'exempt.0:not_in_guild',
      'lvlroles.1:role_not_assignable',
    ]);
    const boosts = { ...SETTINGS_PAGES.boosts.defaults, channel: HIDDEN };
    expect(problems(SETTINGS_PAGES.boosts.schema, boosts)).toEqual(['channel:bot_cannot_view']);
    const greetings = structuredClone(SETTINGS_PAGES.greetings.defaults);
    greetings.join.channel = VOICE;
    expect(discordProblems(SETTINGS_PAGES.greetings.schema, greetings, guild)).toEqual([
      expect.objectContaining({ path: 'join.channel', code: 'channel_type', params: { allowed: [0] } }),
    ]);
  });

  it('lets a role Hoshi only mentions sit above it', () => {
    const vcalerts = { ...SETTINGS_PAGES.vcalerts.defaults, role: HIGH };
    expect(problems(SETTINGS_PAGES.vcalerts.schema, vcalerts)).toEqual([]);
    const roles = { ...SETTINGS_PAGES.roles.defaults, entry: HIGH, gate: { role: HIGH, action: 'kick' } };
    expect(problems(SETTINGS_PAGES.roles.schema, roles)).toEqual(['entry:role_not_assignable']);
  });

  it('declares a rule for every id a settings document or a collection body holds', () => {
    const undeclared = (schema: z.ZodType, path: string): string[] => {
      if (schema === snowflake) return [path];
      if (declaredRule(schema)) return [];
      if (schema instanceof z.ZodArray) return undeclared(schema.element as z.ZodType, `${path}.*`);
      if (schema instanceof z.ZodRecord) return undeclared(schema.valueType as z.ZodType, `${path}.*`);
      if (!(schema instanceof z.ZodObject)) return [];
      return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([key, field]) => {
        const inner = field instanceof z.ZodNullable ? (field.unwrap() as z.ZodType) : field;
        return undeclared(inner, `${path}.${key}`);
      });
    };
    const bodies = [
      ...Object.entries(SETTINGS_PAGES).map(([name, page]) => [name, page.schema] as const),
      ...Object.entries(COLLECTION_PAGES).flatMap(([name, page]) => [
        [`${name}.create`, page.create] as const,
        [`${name}.edit`, page.edit] as const,
      ]),
    ];
    expect(bodies.flatMap(([name, schema]) => undeclared(schema, name))).toEqual([]);
    expect(undeclared(z.object({ a: z.array(snowflake) }), 'plain')).toEqual(['plain.a.*']);
    expect(declaredRule(SETTINGS_PAGES.pings.schema.shape.ghostSettings.shape.whitelist)).toEqual({
      kind: 'role',
      assign: false,
    });
  });
});
