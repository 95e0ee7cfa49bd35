import type { REST } from '@discordjs/rest';
import type { IssueCode } from '@hoshi/contracts';
import { describe, expect, it } from 'vitest';
import type { Action } from '../core/types.ts';
import type { BotStore, GuildMemory } from './bot-store.ts';
import { ActionExecutor } from './executor.ts';
import type { WelcomeRenderer } from './welcome-image.ts';

const GUILD = '100';
const ABOVE = '7';
const BELOW = '3';

function executor(problems: Record<string, IssueCode>) {
  const requests: string[] = [];
  const logs: string[] = [];
  const rest = {
    put: async (route: string) => void requests.push(`PUT ${route}`),
    delete: async (route: string) => void requests.push(`DELETE ${route}`),
  } as unknown as REST;
  const run = new ActionExecutor(
    rest,
    {} as BotStore,
    {} as WelcomeRenderer,
    { info: () => undefined, warn: (m) => logs.push(m), error: (m) => logs.push(m) },
    (_guild, roleId) => problems[roleId] ?? null,
  );
  return { run, requests, logs };
}

const memory: GuildMemory = { rooms: [], calls: new Map() };
const give = (userId: string, roleId: string): Action => ({
  type: 'addRole',
  userId,
  roleId,
  reason: 'XP level 5',
});

describe('roles the declared rule refuses', () => {
  it('are skipped before Discord is asked, said once per role, while the others are given', async () => {
    const { run, requests, logs } = executor({ [ABOVE]: 'role_not_assignable' });
    expect(await run.run(GUILD, memory, give('1', ABOVE), 'n1')).toBe('skipped');
    expect(await run.run(GUILD, memory, give('2', ABOVE), 'n2')).toBe('skipped');
    expect(
      await run.run(GUILD, memory, { type: 'removeRole', userId: '2', roleId: ABOVE, reason: 'x' }, 'n3'),
    ).toBe('skipped');
    expect(await run.run(GUILD, memory, give('1', BELOW), 'n4')).toBe('done');
    expect(requests).toEqual([`PUT /guilds/${GUILD}/members/1/roles/${BELOW}`]);
    expect(logs).toEqual([
      `skipped: addRole in guild ${GUILD}: role ${ABOVE} is above Hoshi's highest role, managed, or Hoshi lacks Manage Roles`,
    ]);
  });

  it('a role that no longer exists is skipped the same way', async () => {
    const { run, requests, logs } = executor({ [ABOVE]: 'not_in_guild' });
    expect(await run.run(GUILD, memory, give('1', ABOVE), 'n1')).toBe('skipped');
    expect(requests).toEqual([]);
    expect(logs).toEqual([`skipped: addRole in guild ${GUILD}: role ${ABOVE} no longer exists`]);
  });
});

const refused = Object.assign(new Error('Missing Permissions'), { status: 403 });
const rest = {
  patch: () => Promise.reject(refused),
  delete: () => Promise.reject(refused),
} as unknown as REST;

describe('an act Discord refuses', () => {
  it('is skipped with a log line naming the permission Hoshi needs (ACT_PERMISSIONS)', async () => {
    const warnings: string[] = [];
    const log = { info: () => undefined, warn: (m: string) => warnings.push(m), error: () => undefined };
    const executor = new ActionExecutor(rest, {} as BotStore, {} as WelcomeRenderer, log);
    const memory = {} as GuildMemory;
    const timeout = {
      type: 'timeout',
      userId: '1',
      until: new Date(0).toISOString(),
      reason: 'gate role',
    } as const;
    expect(await executor.run('9', memory, timeout, 'n1')).toBe('skipped');
    expect(await executor.run('9', memory, { type: 'kick', userId: '1', reason: 'gate role' }, 'n2')).toBe(
      'skipped',
    );
    expect(warnings).toEqual([
      'skipped: timeout in guild 9: Missing Permissions (Hoshi needs MODERATE_MEMBERS)',
      'skipped: kick in guild 9: Missing Permissions (Hoshi needs KICK_MEMBERS)',
    ]);
  });
});
