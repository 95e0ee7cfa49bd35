import { PermissionFlagsBits } from 'discord-api-types/v10';

/** Discord permissions are 53+-bit decimal strings: always BigInt (docs/product.md#api-rules). */
export const parsePermissions = (value: string | undefined | null): bigint => {
  if (!value || !/^\d+$/.test(value)) return 0n;
  return BigInt(value);
};

export const has = (permissions: bigint, flag: bigint): boolean => (permissions & flag) === flag;

/** Who may manage a guild: its owner, or ADMINISTRATOR, or MANAGE_GUILD (docs/product.md#api-rules). */
export function canManageGuild(guild: { owner?: boolean; permissions?: string }): boolean {
  if (guild.owner) return true;
  const perms = parsePermissions(guild.permissions);
  return has(perms, PermissionFlagsBits.Administrator) || has(perms, PermissionFlagsBits.ManageGuild);
}
