import { autoVc } from './auto-vc.ts';
import { boosts } from './boosts.ts';
import { greetings } from './greetings.ts';
import { specialRoles } from './special-roles.ts';
import type { Action, BotEvent, BotState, GuildSettings, GuildView } from './types.ts';
import { vcAlerts } from './vc-alerts.ts';

export type * from './types.ts';
export { autoVc, boosts, greetings, specialRoles, vcAlerts };

/** Every setting that acts on events, in the order their actions run. */
const BEHAVIOURS = [specialRoles, greetings, boosts, autoVc, vcAlerts];

/** What Discord should see after one event: each behaviour's actions, in order. */
export const decide = (
  event: BotEvent,
  settings: GuildSettings,
  guild: GuildView,
  state: BotState,
): Action[] => BEHAVIOURS.flatMap((behaviour) => behaviour(event, settings, guild, state));
