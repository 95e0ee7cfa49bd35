import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { rememberServerName } from '../lib/server-names.ts';
import { GuildIcon } from './guild-icon.tsx';

interface ServerHeaderProps {
  /** undefined while the server is not known yet (or its fetch failed). */
  guild: { id: string; name: string; icon: string | null } | undefined;
  /** The id to fall back on when `guild` is unknown. */
  fallbackId?: string;
  cdnBase: string;
  /** The hub, or the moderation menu for moderation subpages (docs/product.md#navigation-and-shell). */
  to: string;
  linkLabel: string;
}

/** The header of every server page: icon and name, linking up one level. */
export function ServerHeader({ guild, fallbackId = '', cdnBase, to, linkLabel }: ServerHeaderProps) {
  const { t } = useTranslation();
  const shown = guild?.name ? guild : { id: guild?.id ?? fallbackId, name: t('server.unknown'), icon: null };
  // The browser tab names the server too (the root layout's title).
  const known = guild?.name;
  const knownId = guild?.id ?? fallbackId;
  useEffect(() => {
    if (known && knownId) rememberServerName(knownId, known);
  }, [known, knownId]);
  return (
    <header className="server-header">
      <Link to={to} className="server-header__link" aria-label={`${shown.name} — ${linkLabel}`}>
        <GuildIcon guild={shown} cdnBase={cdnBase} size={64} />
        <h1 className="server-header__name">{shown.name}</h1>
      </Link>
    </header>
  );
}
