import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@hoshi/contracts';
import { roleColor } from '../../../components/pickers/role-options.ts';
import { levelRoleEntries } from '../lvlroles.ts';
import type { LevelRoles } from '../lvlroles.ts';

interface LevelRoleListProps {
  /** What is stored now. */
  saved: LevelRoles;
  /** What a save would store. */
  next: LevelRoles;
  roles: readonly Role[];
}

/** The mapping a save would leave, with what it adds and removes marked against the saved one. */
export function LevelRoleList({ saved, next, roles }: LevelRoleListProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const byId = new Map(roles.map((r) => [r.id, r]));
  const kept = levelRoleEntries(next).map((entry) => ({
    ...entry,
    state: saved[entry.level] === entry.role ? 'kept' : 'added',
  }));
  const dropped = levelRoleEntries(saved)
    .filter((entry) => next[entry.level] === undefined)
    .map((entry) => ({ ...entry, state: 'removed' }));
  const entries = [...kept, ...dropped].sort((a, b) => Number(a.level) - Number(b.level));

  return (
    <section className="level-role-list" aria-labelledby={titleId}>
      <h3 id={titleId} className="field__label">
        {t('xp.current')}
      </h3>
      {entries.length === 0 ? (
        <p className="field__hint">{t('xp.none')}</p>
      ) : (
        <ul>
          {entries.map(({ level, role, state }) => {
            const found = byId.get(role);
            return (
              <li key={`${level}-${role}-${state}`} className={`level-role level-role--${state}`}>
                <span className="level-role__level">
                  {t('xp.level')} {level}
                </span>
                <span
                  className="role-swatch"
                  style={{ background: roleColor(found?.color ?? 0) }}
                  aria-hidden="true"
                />
                <span className="level-role__name">@{found?.name ?? t('pickers.missingRole')}</span>
                {state !== 'kept' && (
                  <span className={`tag tag--${state}`}>
                    {t(state === 'added' ? 'xp.added' : 'xp.removed')}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
