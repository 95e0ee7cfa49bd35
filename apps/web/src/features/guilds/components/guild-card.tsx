import { useTranslation } from 'react-i18next';
import type { GuildListEntry } from '@hoshi/contracts';
import { CardLink } from '../../../components/card-link.tsx';
import { GuildIcon } from '../../../components/guild-icon.tsx';
import { paths } from '../../../config/paths.ts';
import { formatMemberCount } from '../../../lib/format.ts';

export function GuildCard({ guild, cdnBase }: { guild: GuildListEntry; cdnBase: string }) {
  const { t } = useTranslation();
  return (
    <CardLink
      to={paths.dashboard.server.href(guild.id)}
      icon={<GuildIcon guild={guild} cdnBase={cdnBase} size={56} />}
      title={guild.name}
      text={t('common.members', { count: guild.members, formatted: formatMemberCount(guild.members) })}
    />
  );
}
