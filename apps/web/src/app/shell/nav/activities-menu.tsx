import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon.tsx';
import { GAMES, paths } from '../../../config/paths.ts';

/**
 * docs/product.md#games: the activities menu (whack, shooter, typing, and the boss shooter). A disclosure of plain links, so
 * Tab moves through it; Escape or a click elsewhere closes it.
 */
export function ActivitiesMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Remembering where the menu was opened closes it on navigation without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenAt(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Handled: the phone menu around it stays open (nav-bar.tsx).
      event.preventDefault();
      setOpenAt(null);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="dropdown" ref={root}>
      <div className="dropdown__trigger">
        <NavLink to={paths.activities.index} end className="nav__link">
          {t('nav.activities')}
        </NavLink>
        <button
          ref={button}
          type="button"
          className="nav__icon-button"
          aria-expanded={open}
          aria-controls={listId}
          aria-label={`${t('nav.activities')} — ${t('nav.menu')}`}
          onClick={() => setOpenAt(open ? null : pathname)}
        >
          <Icon name="chevronDown" size={18} className={open ? 'rotate' : undefined} />
        </button>
      </div>
      <ul id={listId} className="dropdown__list" hidden={!open}>
        {GAMES.map((game) => (
          <li key={game}>
            <Link to={paths.activities[game]} className="dropdown__item">
              {t(`games.${game}`)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
