import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DiscordEmbed,
  DiscordEmbedDescription,
  DiscordEmbedFooter,
  DiscordMessage,
  DiscordMessages,
} from '@skyra/discord-components-react';
import type { Channel, Greeting, Role } from '@hoshi/contracts';
import { Icon } from '../../../components/icon.tsx';
import { DiscordMarkdown } from '../../../components/discord-preview/discord-markdown.tsx';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { fillGreeting, greetingMentions } from '../fill-variables.ts';
import type { GreetingContext } from '../fill-variables.ts';
import { WelcomeImage } from './welcome-image.tsx';
import './greeting-preview.css';

interface GreetingPreviewProps {
  kind: 'join' | 'leave';
  greeting: Greeting;
  /** The picked channel's name; null when none is picked. */
  channelName: string | null;
  context: GreetingContext;
  /** The server's channels and roles, for the names of those the message mentions. */
  channels: readonly Channel[];
  roles: readonly Role[];
  avatarUrl: string;
  guildIconUrl: string | null;
  /** Discord's CDN (or the emulator's), for custom emoji in the message. */
  cdnBase: string;
}

const BOT_AVATAR = '/images/logo-star.svg';
// The accent Hoshi's embeds and images use in Discord, whatever the dashboard's theme.
const HOSHI_GOLD = '#ffd166';

/**
 * The greeting as Discord would show it (beyond the spec: seeing the variables filled in
 * answers most questions the variables table raises). Drawn with @skyra/discord-components.
 */
export function GreetingPreview({
  kind,
  greeting,
  channelName,
  context,
  channels,
  roles,
  avatarUrl,
  guildIconUrl,
  cdnBase,
}: GreetingPreviewProps) {
  const { t, i18n } = useTranslation();
  const [sentAt] = useState(() => new Date());
  // On a phone the embed's thumbnail squeezes its text into a narrow column, so it is left out
  // there (the image style still shows the avatar).
  const narrow = useMediaQuery('(max-width: 480px)');
  const time = new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit' }).format(sentAt);
  const content = fillGreeting(greeting.message, context);
  const mentions = greetingMentions(context, channels, roles);
  const headline = kind === 'join' ? t('greetings.welcome') : t('greetings.goodbye');
  const countLine =
    kind === 'join'
      ? t('greetings.memberNumber', { count: context.members })
      : t('greetings.membersLeft', { count: context.members });

  return (
    <section className="greeting-preview" aria-labelledby="greeting-preview-title">
      <div className="greeting-preview__head">
        <h3 id="greeting-preview-title">{t('greetings.preview')}</h3>
        {channelName ? (
          <span className="greeting-preview__channel">
            <Icon name="hash" size={15} />
            {channelName}
          </span>
        ) : null}
      </div>
      {!channelName && (
        <p className="field-warning">
          <Icon name="alert" size={16} />
          <span>{t('greetings.noChannel')}</span>
        </p>
      )}
      <div className="greeting-preview__frame" data-testid="greeting-preview">
        <DiscordMessages>
          <DiscordMessage
            author="Hoshi"
            avatar={BOT_AVATAR}
            bot
            roleColor={HOSHI_GOLD}
            timestamp={t('greetings.today', { time })}
          >
            {greeting.style === 'card' ? (
              <DiscordEmbed
                slot="embeds"
                color={HOSHI_GOLD}
                authorName={context.server}
                authorImage={guildIconUrl ?? BOT_AVATAR}
                embedTitle={headline}
                thumbnail={narrow ? undefined : avatarUrl}
              >
                <DiscordEmbedDescription slot="description">
                  <DiscordMarkdown content={content} names={mentions} cdnBase={cdnBase} />
                </DiscordEmbedDescription>
                <DiscordEmbedFooter slot="footer">{`${context.member.username} · ${countLine}`}</DiscordEmbedFooter>
              </DiscordEmbed>
            ) : (
              <DiscordMarkdown content={content} names={mentions} cdnBase={cdnBase} />
            )}
            {greeting.style === 'image' && (
              <div slot="attachments">
                <WelcomeImage
                  headline={headline}
                  username={context.member.username}
                  server={context.server}
                  countLine={countLine}
                  avatarUrl={avatarUrl}
                />
              </div>
            )}
          </DiscordMessage>
        </DiscordMessages>
      </div>
    </section>
  );
}
