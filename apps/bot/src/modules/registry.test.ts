import { GatewayIntentBits, InteractionType } from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import { COLLECTION_PAGE_NAMES, SETTINGS_PAGE_NAMES } from '@hoshi/contracts';
import { settings } from '../core/fixtures.ts';
import { COMMANDS, intentsOf, MODULES, ownerOf, READ_COLLECTIONS, READ_PAGES } from './registry.ts';

const press = (custom_id: string) =>
  ({ type: InteractionType.MessageComponent, data: { custom_id } }) as const;
const command = (name: string) => ({ type: InteractionType.ApplicationCommand, data: { name } }) as const;

describe("the bot's modules", () => {
  it('ask the gateway for what their events need and nothing more', () => {
    expect(intentsOf(MODULES)).toEqual([
      GatewayIntentBits.Guilds,
      GatewayIntentBits.GuildMembers,
      GatewayIntentBits.GuildVoiceStates,
      GatewayIntentBits.GuildMessages,
      // Anti-spam reads what members write (duplicates, invites), ping moderation posts ghost
      // messages' text: the privileged intent.
      GatewayIntentBits.MessageContent,
    ]);
    expect(intentsOf(MODULES.filter((m) => m.name !== 'antispam' && m.name !== 'pings'))).not.toContain(
      GatewayIntentBits.MessageContent,
    );
    expect(intentsOf([{ events: ['messageDelete'], messageContent: true }])).toEqual([
      GatewayIntentBits.Guilds,
      GatewayIntentBits.GuildMessages,
      GatewayIntentBits.MessageContent,
    ]);
    expect(intentsOf([{ events: [] }])).toEqual([GatewayIntentBits.Guilds]);
  });

  it('read exactly the settings pages and collections they declare, from the registry', () => {
    for (const page of READ_PAGES) expect(SETTINGS_PAGE_NAMES).toContain(page);
    for (const name of READ_COLLECTIONS) expect(COLLECTION_PAGE_NAMES).toContain(name);
    expect(new Set(READ_PAGES)).toEqual(new Set(MODULES.flatMap((m) => m.pages)));
    expect(Object.keys(settings()).sort()).toEqual([...READ_PAGES, ...READ_COLLECTIONS].sort());
  });

  it('have names, job kinds, commands and custom_id prefixes of their own', () => {
    const names = MODULES.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
    const kinds = MODULES.flatMap((m) => m.jobs ?? []);
    expect(new Set(kinds).size).toBe(kinds.length);
    const commands = COMMANDS.map((c) => `${c.type ?? 1}:${c.name}`);
    expect(new Set(commands).size).toBe(commands.length);
    const prefixes = MODULES.flatMap((m) => m.components ?? []);
    for (const a of prefixes)
      for (const b of prefixes) if (a !== b) expect([a, b.startsWith(a)]).toEqual([a, false]);
  });

  it('route a press by its custom_id and a command by its name to the module that declares it', () => {
    const modules = [
      { name: 'lotteries', components: ['lottery:'] },
      { name: 'moderation', commands: [{ name: 'warn' }], components: ['case:'] },
    ];
    expect(ownerOf(modules, press('lottery:enter:12'))?.name).toBe('lotteries');
    expect(ownerOf(modules, press('case:appeal:3'))?.name).toBe('moderation');
    expect(ownerOf(modules, command('warn'))?.name).toBe('moderation');
    expect(ownerOf(modules, press('survey:1'))).toBeUndefined();
    expect(ownerOf(modules, command('ban'))).toBeUndefined();
    expect(ownerOf(MODULES, press('lottery:leave:7'))?.name).toBe('lotteries');
    expect(ownerOf(MODULES, command('warn'))?.name).toBe('warnings');
    expect(ownerOf(MODULES, command('unwarn'))?.name).toBe('warnings');
  });
});
