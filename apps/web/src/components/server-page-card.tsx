import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths.ts';
import { SERVER_PAGE_ENTRIES, type ServerPageName } from '../config/server-pages.ts';
import { CardLink } from './card-link.tsx';
import { Icon } from './icon.tsx';

/** A server page's card on the hub or the moderation menu: its icon, title and line, linking to it. */
export function ServerPageCard({ guildId, page }: { guildId: string; page: ServerPageName }) {
  const { t } = useTranslation();
  const { icon, title } = SERVER_PAGE_ENTRIES[page];
  return (
    <CardLink
      to={paths.dashboard.server.page(guildId, page)}
      icon={<Icon name={icon} size={26} />}
      title={t(title)}
      text={t(`${title}Text`)}
    />
  );
}
