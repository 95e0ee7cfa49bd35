import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { Icon, type IconName } from '../icon.tsx';
import './server-menu.css';

export type ServerMenuSection = 'overview' | 'profile' | 'server' | 'moderation';

/** One page of a server, as the menu lists it. */
export interface ServerMenuEntry {
  /** Below the server's address: '' is the hub, 'xp', 'moderation/warnings'. */
  path: string;
  /** Its name, a key of the main texts. */
  titleKey: string;
  icon: IconName;
  /** Moderation entries nest under the moderation menu's entry. */
  section: ServerMenuSection;
}

interface ServerMenuProps {
  entries: readonly ServerMenuEntry[];
  /** The server's address; entries link below it. */
  base: string;
}

/** Where the side menu becomes a disclosure above the page (phones and small tablets). */
export const COMPACT_MENU_QUERY = '(max-width: 900px)';

const HEADINGS: Partial<Record<ServerMenuSection, string>> = {
  profile: 'hub.myProfile',
  server: 'hub.server',
};

/**
 * Every page of a server, to go straight from one to another: a side menu beside the page on
 * wide screens, a disclosure naming the current page on narrow ones. The current page is marked
 * with aria-current (NavLink).
 */
export function ServerMenu({ entries, base }: ServerMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const compact = useMediaQuery(COMPACT_MENU_QUERY);
  const title = (entry: ServerMenuEntry) => t(entry.titleKey as 'hub.server');
  const href = (entry: ServerMenuEntry) => (entry.path ? `${base}/${entry.path}` : base);
  const current = entries.find((entry) => decodeURIComponent(pathname) === decodeURIComponent(href(entry)));

  const link = (entry: ServerMenuEntry) => (
    <NavLink to={href(entry)} end className="server-menu__link">
      <Icon name={entry.icon} size={18} />
      <span>{title(entry)}</span>
    </NavLink>
  );
  const moderation = entries.filter((entry) => entry.section === 'moderation');
  const groups = (['overview', 'profile', 'server'] as const).map((section) => ({
    section,
    entries: entries.filter((entry) => entry.section === section),
  }));

  const list = groups
    .filter((group) => group.entries.length > 0)
    .map(({ section, entries: shown }) => {
      const heading = HEADINGS[section];
      return (
        <div key={section} className="server-menu__group">
          {heading && <p className="server-menu__heading">{t(heading as 'hub.server')}</p>}
          <ul className="server-menu__list">
            {shown.map((entry) => (
              <li key={entry.path}>
                {link(entry)}
                {entry.path === 'moderation' && moderation.length > 0 && (
                  <ul className="server-menu__list server-menu__list--nested">
                    {moderation.map((sub) => (
                      <li key={sub.path}>{link(sub)}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </div>
      );
    });

  if (!compact) {
    return (
      <nav className="server-menu" aria-label={t('serverMenu.label')}>
        {list}
      </nav>
    );
  }
  return (
    // Keyed by the page: it folds again once a page is chosen.
    <details key={pathname} className="server-menu server-menu--compact">
      <summary className="server-menu__summary">
        <span className="server-menu__summary-label">{t('serverMenu.label')}</span>
        <span className="server-menu__summary-current">{current ? title(current) : ''}</span>
        <Icon name="chevronDown" size={18} className="server-menu__chevron" />
      </summary>
      <nav aria-label={t('serverMenu.label')}>{list}</nav>
    </details>
  );
}
