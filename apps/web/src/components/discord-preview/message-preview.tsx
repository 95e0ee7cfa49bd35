import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DiscordMessage, DiscordMessages } from '@skyra/discord-components-react';
import { CHANNEL_TYPES } from '@hoshi/contracts';
import { Icon } from '../icon.tsx';
import './message-preview.css';

interface MessagePreviewProps {
  /** The picked channel's name; null when none is picked (then a warning says nothing is posted). */
  channelName: string | null;
  /** The picked channel's type: a voice channel's chat gets the speaker, others the hash. */
  channelType?: number;
  /** What to say when no channel is picked. */
  noChannel: string;
  /** The test id of the frame, for E2E specs. */
  testId: string;
  /** The message's content: markdown, embeds, attachments (slotted as the library expects). */
  children: ReactNode;
}

const BOT_AVATAR = '/images/logo-star.svg';
/** The accent Hoshi's embeds and images use in Discord, whatever the dashboard's theme. */
export const HOSHI_GOLD = '#ffd166';
export const HOSHI_AVATAR = BOT_AVATAR;

/**
 * A message Hoshi posts, as Discord would show it (greetings, boosts): a "Preview" heading with
 * the channel it goes to, then the message drawn with @skyra/discord-components.
 */
export function MessagePreview({
  channelName,
  channelType,
  noChannel,
  testId,
  children,
}: MessagePreviewProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const [sentAt] = useState(() => new Date());
  const time = new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit' }).format(sentAt);

  return (
    <section className="message-preview" aria-labelledby={titleId}>
      <div className="message-preview__head">
        <h3 id={titleId}>{t('preview.title')}</h3>
        {channelName ? (
          <span className="message-preview__channel">
            <Icon name={channelType === CHANNEL_TYPES.voice ? 'speaker' : 'hash'} size={15} />
            {channelName}
          </span>
        ) : null}
      </div>
      {!channelName && (
        <p className="field-warning">
          <Icon name="alert" size={16} />
          <span>{noChannel}</span>
        </p>
      )}
      <div className="message-preview__frame" data-testid={testId}>
        <DiscordMessages>
          <DiscordMessage
            author="Hoshi"
            avatar={BOT_AVATAR}
            bot
            roleColor={HOSHI_GOLD}
            timestamp={t('preview.today', { time })}
          >
            {children}
          </DiscordMessage>
        </DiscordMessages>
      </div>
    </section>
  );
}
