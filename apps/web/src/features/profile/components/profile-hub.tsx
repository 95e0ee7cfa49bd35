import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '@hoshi/contracts';
import { CardLink } from '../../../components/card-link.tsx';
import { Icon } from '../../../components/icon.tsx';
import { SafeImage } from '../../../components/safe-image.tsx';
import { paths } from '../../../config/paths.ts';
import { usePublicConfig } from '../../../lib/api/public-config.ts';
import { avatarUrl } from '../../../lib/discord-images.ts';
import { logout } from '../../../lib/session/session-actions.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { lacksServers, ServersNotGranted } from '../../../components/servers-not-granted.tsx';
import { inventoryServersQuery } from '../api/profile-api.ts';

/**
 * /dashboard/profile (docs/product.md#profile): who you are, your collections, your inventory in
 * each server you share with Hoshi, and Logout.
 */
export function ProfileHub({ user, signIn }: { user: User; signIn: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = usePublicConfig();
  const { isLoggingOut } = useSession();
  const profile = paths.dashboard.profile;
  const inventoryQuery = useQuery(inventoryServersQuery(user.id));
  const inventories = inventoryQuery.data?.servers;

  return (
    <div className="page">
      <header className="profile-header">
        <SafeImage
          className="avatar avatar--large"
          src={config ? avatarUrl(config.cdnBase, user) : '/images/default-avatar.svg'}
          alt={t('profile.avatarAlt', { name: user.username })}
          width={96}
          height={96}
        />
        <div>
          <p className="page__eyebrow">{t('profile.title')}</p>
          <h1>{user.username}</h1>
        </div>
      </header>
      <ul className="card-grid">
        <li>
          <CardLink
            to={profile.achievements}
            icon={<Icon name="trophy" size={26} />}
            title={t('profile.achievements')}
            text={t('profile.achievementsText')}
          />
        </li>
        <li>
          <CardLink
            to={profile.cards}
            icon={<Icon name="cards" size={26} />}
            title={t('profile.cards')}
            text={t('profile.cardsText')}
          />
        </li>
        <li>
          <CardLink
            to={profile.pets}
            icon={<Icon name="paw" size={26} />}
            title={t('profile.pets')}
            text={t('profile.petsText')}
          />
        </li>
        <li>
          <button
            type="button"
            className="card card--danger"
            disabled={isLoggingOut}
            onClick={() => void logout((to) => void navigate(to))}
          >
            <span className="card__icon">
              <Icon name="logout" size={26} />
            </span>
            <span className="card__body">
              <span className="card__title">{t('profile.logout')}</span>
              <span className="card__text">{t('profile.logoutText')}</span>
            </span>
          </button>
        </li>
      </ul>
      {lacksServers(inventoryQuery.error) && <ServersNotGranted signIn={signIn} />}
      {inventories && (
        <section aria-labelledby="profile-inventories">
          <h2 id="profile-inventories">{t('profile.inventories')}</h2>
          {inventories.length > 0 ? (
            <ul className="card-grid">
              {inventories.map((server) => (
                <li key={server.id}>
                  <CardLink
                    to={paths.dashboard.server.page(server.id, 'inventory')}
                    icon={<Icon name="box" size={26} />}
                    title={server.name}
                    text={t('profile.inventoryText')}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('profile.noInventories')}</p>
          )}
        </section>
      )}
    </div>
  );
}
