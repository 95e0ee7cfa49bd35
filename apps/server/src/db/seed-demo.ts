import { DEMO } from '@hoshi/discord-emulator';
import {
  BOOSTS_DEFAULTS,
  GREETINGS_DEFAULTS,
  ROLES_DEFAULTS,
  VCALERTS_DEFAULTS,
  XP_DEFAULTS,
  type AntispamSettings,
  type BoostsSettings,
  type GreetingsSettings,
  type RolesSettings,
  type VcAlertsSettings,
  type WarningsSettings,
  type XpSettings,
} from '@hoshi/contracts';
import type { Database } from '@hoshi/db';
import { guilds, guildSettings } from '@hoshi/db/schema';
import { seedDemoInventories } from './seed-demo-inventories.ts';
import { seedDemoCollections } from './seed-demo-collections.ts';
import { seedDemoProfiles } from './seed-demo-profiles.ts';
import { seedDemoXp } from './seed-demo-xp.ts';

const A = DEMO.guilds.A;
const { welcomeA, generalA } = DEMO.channels;

const greetings: Omit<GreetingsSettings, 'version'> = {
  join: {
    message: 'Welcome to !SERVER!, !USER!! You are our member #!MEMBERS!. Say hi in the lounge!',
    channel: welcomeA,
    style: 'card',
  },
  leave: { ...GREETINGS_DEFAULTS.leave, channel: welcomeA },
};

const xp: Omit<XpSettings, 'version'> = {
  ...XP_DEFAULTS,
  channel: generalA,
  rate: 2,
  boostBonus: 1,
  lvlroles: { '5': DEMO.roles.memberA },
};

// Boosts are thanked in the lounge, every newcomer gets the Member role, and calls are announced
// there when they start and end: the world page shows each at once.
const { version: _b, ...boostsDefaults } = BOOSTS_DEFAULTS;
const boosts: Omit<BoostsSettings, 'version'> = { ...boostsDefaults, channel: generalA };
const { version: _r, ...rolesDefaults } = ROLES_DEFAULTS;
const roles: Omit<RolesSettings, 'version'> = { ...rolesDefaults, entry: DEMO.roles.memberA };
const { version: _v, ...vcalertsDefaults } = VCALERTS_DEFAULTS;
const vcalerts: Omit<VcAlertsSettings, 'version'> = { ...vcalertsDefaults, channel: generalA, style: 'both' };

// Moderation: basic anti-spam reporting to the lounge, and three warning steps.
const antispam: Omit<AntispamSettings, 'version'> = { level: 2, handling: 2, reports: generalA };
const warnings: Omit<WarningsSettings, 'version'> = {
  channel: generalA,
  role: DEMO.roles.funA,
  regression: 14,
  rules: [
    { level: 3, action: 'role' },
    { level: 5, action: 't-1' },
    { level: 10, action: 'ban' },
  ],
};

/**
 * Demo mode starts with a lived-in Star Lounge. Inserted once: a row that exists (seeded or saved
 * by the visitor) is never touched again.
 */
export async function seedDemo(db: Database): Promise<void> {
  await db.insert(guilds).values({ id: A, lang: 'en', troll: false }).onConflictDoNothing();
  await db
    .insert(guildSettings)
    .values([
      { guildId: A, feature: 'greetings', version: 1, data: greetings, updatedBy: DEMO.users.akari },
      { guildId: A, feature: 'xp', version: 1, data: xp, updatedBy: DEMO.users.akari },
      { guildId: A, feature: 'antispam', version: 1, data: antispam, updatedBy: DEMO.users.akari },
      { guildId: A, feature: 'warnings', version: 1, data: warnings, updatedBy: DEMO.users.akari },
      { guildId: A, feature: 'boosts', version: 1, data: boosts, updatedBy: DEMO.users.akari },
      { guildId: A, feature: 'roles', version: 1, data: roles, updatedBy: DEMO.users.akari },
      { guildId: A, feature: 'vcalerts', version: 1, data: vcalerts, updatedBy: DEMO.users.akari },
    ])
    .onConflictDoNothing();
  await seedDemoInventories(db);
  await seedDemoCollections(db);
  await seedDemoProfiles(db);
  await seedDemoXp(db);
}
