import { useTranslation } from 'react-i18next';
import { DiscordEmbed, DiscordEmbedDescription, DiscordEmbedFooter } from '@skyra/discord-components-react';
import type { Channel, Greeting, Language, Role } from '@hoshi/contracts';
import { DiscordMarkdown } from '../../../components/discord-preview/discord-markdown.tsx';
import {
  HOSHI_AVATAR,
  HOSHI_GOLD,
  MessagePreview,
} from '../../../components/discord-preview/message-preview.tsx';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { fillGreeting, greetingWords, type GreetingContext } from '@hoshi/bot-messages';
import { mentionNames } from '../../../components/discord-preview/mention-names.ts';
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
  /** The server's bot language: the words Hoshi writes on cards and pictures are in it. */
  lang: Language;
}

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
  lang,
}: GreetingPreviewProps) {
  const { t } = useTranslation();
  // On a phone the embed's thumbnail squeezes its text into a narrow column, so it is left out
  // there (the image style still shows the avatar).
  const narrow = useMediaQuery('(max-width: 480px)');
  const content = fillGreeting(greeting.message, context);
  const mentions = mentionNames([context.member, context.randomMember], channels, roles);
  // What members will see: the bot's own words, in the server's bot language (not the reader's).
  const { headline, countLine } = greetingWords(kind, context.members, lang);

  return (
    <MessagePreview channelName={channelName} noChannel={t('greetings.noChannel')} testId="greeting-preview">
      {greeting.style === 'card' ? (
        <DiscordEmbed
          slot="embeds"
          color={HOSHI_GOLD}
          authorName={context.server}
          authorImage={guildIconUrl ?? HOSHI_AVATAR}
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
    </MessagePreview>
  );
}
