import { useTranslation } from 'react-i18next';
import { SafeImage } from '../../../components/safe-image.tsx';

interface WelcomeImageProps {
  headline: string;
  username: string;
  server: string;
  countLine: string;
  avatarUrl: string;
}

/** The picture the bot posts for the image style: avatar, name, server and count on a banner. */
export function WelcomeImage({ headline, username, server, countLine, avatarUrl }: WelcomeImageProps) {
  const { t } = useTranslation();
  return (
    <figure className="welcome-image" role="img" aria-label={t('greetings.imageAlt', { name: username })}>
      <SafeImage className="welcome-image__avatar" src={avatarUrl} alt="" width={96} height={96} />
      <span className="welcome-image__headline">{headline}</span>
      <span className="welcome-image__name">{username}</span>
      <span className="welcome-image__meta">
        {server} · {countLine}
      </span>
    </figure>
  );
}
