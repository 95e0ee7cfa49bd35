import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '@hoshi/contracts';
import { SafeImage } from '../../../components/safe-image.tsx';
import { paths } from '../../../config/paths.ts';
import { usePublicConfig } from '../../../lib/api/public-config.ts';
import { avatarUrl } from '../../../lib/discord-images.ts';

/** docs/product.md#navigation-and-shell: shown only while someone is signed in. */
export function ProfileLink({ user }: { user: User }) {
  const { t } = useTranslation();
  const config = usePublicConfig();
  return (
    <NavLink
      to={paths.dashboard.profile.index}
      className="nav__avatar-link"
      aria-label={t('nav.profile')}
      title={user.username}
    >
      <SafeImage
        className="avatar"
        src={config ? avatarUrl(config.cdnBase, user) : '/images/default-avatar.svg'}
        alt=""
        width={36}
        height={36}
      />
    </NavLink>
  );
}
