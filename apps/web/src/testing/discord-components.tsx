import type { ReactNode } from 'react';

/**
 * Stand-ins for @skyra/discord-components-react in unit tests. Under Node, @lit/react resolves
 * to its server-rendering build, which never sets the elements' properties; these keep what a
 * preview passes visible to the tests, as plain HTML with the same meaning. The real elements
 * are exercised in Chromium by the E2E tests.
 *
 *   vi.mock('@skyra/discord-components-react', () => import('…/testing/discord-components.tsx'));
 */
type Props = { children?: ReactNode };

const PREFIX = { user: '@', role: '@', channel: '#' } as const;

export const DiscordMessages = ({ children }: Props) => <div>{children}</div>;
export const DiscordMessage = ({ author, children }: Props & { author: string }) => (
  <article aria-label={`Message from ${author}`}>{children}</article>
);
export const DiscordMention = ({
  type,
  color,
  children,
}: Props & { type: keyof typeof PREFIX; color?: string }) => (
  <span className={`mention mention--${type}`} data-color={color}>
    {PREFIX[type]}
    {children}
  </span>
);
export const DiscordEmbed = ({
  embedTitle,
  authorName,
  children,
}: Props & { embedTitle: string; authorName: string }) => (
  <aside aria-label="Embed">
    <span>{authorName}</span>
    <strong>{embedTitle}</strong>
    {children}
  </aside>
);
export const DiscordEmbedDescription = ({ children }: Props) => <div>{children}</div>;
export const DiscordEmbedFooter = ({ children }: Props) => <footer>{children}</footer>;
export const DiscordSpoiler = ({ children }: Props) => <span className="spoiler">{children}</span>;
export const DiscordCode = ({ multiline, children }: Props & { multiline?: boolean }) =>
  multiline ? (
    <pre>
      <code>{children}</code>
    </pre>
  ) : (
    <code>{children}</code>
  );
export const DiscordHeader = ({ level, children }: Props & { level: 1 | 2 | 3 }) => {
  const Heading = `h${level}` as const;
  return <Heading>{children}</Heading>;
};
export const DiscordSubscript = ({ children }: Props) => <small>{children}</small>;
export const DiscordQuote = ({ children }: Props) => <blockquote>{children}</blockquote>;
export const DiscordLink = ({ href, children }: Props & { href: string }) => <a href={href}>{children}</a>;
export const DiscordUnorderedList = ({ children }: Props) => <ul>{children}</ul>;
export const DiscordOrderedList = ({ start, children }: Props & { start?: number }) => (
  <ol start={start}>{children}</ol>
);
export const DiscordListItem = ({ children }: Props) => <li>{children}</li>;
export const DiscordTime = ({ children }: Props) => <time>{children}</time>;
