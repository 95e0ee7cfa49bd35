import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '@hoshi/contracts';
import { SafeImage } from '../../../components/safe-image.tsx';
import { paths } from '../../../config/paths.ts';
import { usePublicConfig } from '../../../lib/api/public-config.ts';
import { avatarUrl } from '../../../lib/discord-images.ts';
import './profile-subpage.css';

/**
 * The frame of /dashboard/profile/{achievements, cards, pets}: a header that links back to the
 * profile (docs/product.md#profile), the page's title, and its content.
 */
export function ProfileSubpage({
  user,
  title,
  children,
}: {
  user: User;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('profile');
  const config = usePublicConfig();
  return (
    <div className="page profile-page">
      <header className="profile-header">
        <Link to={paths.dashboard.profile.index} className="profile-header__back server-header__link">
          <SafeImage
            className="avatar"
            src={config ? avatarUrl(config.cdnBase, user) : '/images/default-avatar.svg'}
            alt=""
            width={56}
            height={56}
          />
          <span>
            <span className="page__eyebrow">{t('backToProfile')}</span>
            <span className="profile-header__name">{user.username}</span>
          </span>
        </Link>
      </header>
      <h1 className="profile-page__title">{title}</h1>
      {children}
    </div>
  );
}
