import { MODERATION_CHANNEL_TYPES, type Issue } from '@hoshi/contracts';
import { checkChannels, checkRoles, type GuildObjects, type SettingsChecks } from './feature.ts';

/** spec 001 §5: a moderation channel is a text channel or a thread, and Hoshi posts there. */
export const checkModerationChannels = (guild: GuildObjects, fields: { path: string; id: string | null }[]) =>
  checkChannels(
    guild,
    fields.map((field) => ({ ...field, types: MODERATION_CHANNEL_TYPES, bot: 'send' as const })),
  );

/** Roles that are only exempt from a rule: they must exist, Hoshi never gives them. */
const whitelist = (path: string, ids: string[]) => ids.map((id, i) => ({ path: `${path}.${i}`, id }));

export const antispamChecks: SettingsChecks<'antispam'> = (s, guild) =>
  checkModerationChannels(guild, [{ path: 'reports', id: s.reports }]);

export const banappealsChecks: SettingsChecks<'banappeals'> = (s, guild) =>
  checkModerationChannels(guild, [{ path: 'channel', id: s.channel }]);

export const logsChecks: SettingsChecks<'logs'> = (s, guild) =>
  checkModerationChannels(guild, [
    { path: 'master', id: s.master },
    { path: 'warnings', id: s.warnings },
    { path: 'timeouts', id: s.timeouts },
    { path: 'bans', id: s.bans },
    { path: 'ghostMessages', id: s.ghostMessages },
  ]);

/** The warning role is one Hoshi gives, so it sits below Hoshi's highest role; a role rule needs it. */
export const warningsChecks: SettingsChecks<'warnings'> = async (s, guild) => [
  ...(await checkModerationChannels(guild, [{ path: 'channel', id: s.channel }])),
  ...(await checkRoles(guild, [{ path: 'role', id: s.role, assign: true }])),
  ...roleRulesWithoutRole(s),
];

function roleRulesWithoutRole(s: Parameters<typeof warningsChecks>[0]): Issue[] {
  if (s.role !== null || !s.rules.some((rule) => rule.action === 'role')) return [];
  return [{ path: 'role', code: 'required', params: {}, message: 'a rule gives the warning role' }];
}

export const pingsChecks: SettingsChecks<'pings'> = async (s, guild) => [
  ...(await checkModerationChannels(guild, [{ path: 'msgSettings.channel', id: s.msgSettings.channel }])),
  ...(await checkRoles(guild, [
    ...whitelist('msgSettings.whitelist', s.msgSettings.whitelist),
    ...whitelist('ghostSettings.whitelist', s.ghostSettings.whitelist),
    ...whitelist('everyoneSettings.whitelist', s.everyoneSettings.whitelist),
  ])),
];
