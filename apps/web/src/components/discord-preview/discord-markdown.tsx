import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DiscordCode,
  DiscordHeader,
  DiscordLink,
  DiscordListItem,
  DiscordMention,
  DiscordOrderedList,
  DiscordQuote,
  DiscordSpoiler,
  DiscordSubscript,
  DiscordTime,
  DiscordUnorderedList,
} from '@skyra/discord-components-react';
import { SafeImage } from '../safe-image.tsx';
import { parseMarkdown } from './markdown.ts';
import type { Block, Inline } from './markdown.ts';
import { formatTimestamp } from './timestamp.ts';
import './discord-markdown.css';

/** Names for the ids a message mentions; what is unknown shows as Discord shows it. */
export interface MentionNames {
  user?: (id: string) => string | undefined;
  role?: (id: string) => { name: string; color: number } | undefined;
  channel?: (id: string) => string | undefined;
}

/** What drawing a message needs besides its content. */
interface RenderEnv {
  names: MentionNames;
  /** Where custom emoji pictures come from (Discord's CDN, or the emulator's). */
  cdnBase: string | undefined;
  locale: string;
}

const hex = (color: number) => `#${color.toString(16).padStart(6, '0')}`;

function InlineNodes({ nodes, env }: { nodes: readonly Inline[]; env: RenderEnv }) {
  return nodes.map((node, index) => <InlineNode key={index} node={node} env={env} />);
}

function InlineNode({ node, env }: { node: Inline; env: RenderEnv }) {
  const children = 'children' in node ? <InlineNodes nodes={node.children} env={env} /> : null;
  switch (node.type) {
    case 'text':
      // Line breaks and runs of spaces kept, as Discord keeps them. Only on the text itself:
      // inherited by the elements' shadow trees it would show their templates' indentation.
      return <span className="discord-markdown__text">{node.text}</span>;
    // Plain elements: the library's bold/italic/underline elements pad their text with the
    // whitespace of their templates, which Discord does not show.
    case 'bold':
      return <strong>{children}</strong>;
    case 'italic':
      return <em>{children}</em>;
    case 'underline':
      return <u>{children}</u>;
    case 'strike':
      return <s>{children}</s>;
    case 'spoiler':
      return <DiscordSpoiler>{children}</DiscordSpoiler>;
    case 'code':
      return <DiscordCode>{node.text}</DiscordCode>;
    case 'link':
      return (
        <DiscordLink href={node.href} target="_blank" rel="noopener noreferrer">
          {children}
        </DiscordLink>
      );
    case 'emoji':
      return env.cdnBase ? (
        <SafeImage
          className="discord-markdown__emoji"
          src={`${env.cdnBase}/emojis/${node.id}.${node.animated ? 'gif' : 'png'}`}
          alt={`:${node.name}:`}
          title={`:${node.name}:`}
          width={22}
          height={22}
        />
      ) : (
        <span className="discord-markdown__text">{`:${node.name}:`}</span>
      );
    case 'timestamp': {
      const shown = formatTimestamp(node.seconds, node.style, env.locale);
      return shown === null ? (
        <span className="discord-markdown__text">{node.source}</span>
      ) : (
        <DiscordTime>{shown}</DiscordTime>
      );
    }
    case 'everyone':
      return <DiscordMention type="role">{node.name}</DiscordMention>;
    case 'mention':
      return <Mention kind={node.kind} id={node.id} names={env.names} />;
  }
}

/** A mention, named as Discord names unknown ones; a role in its colour. */
function Mention({
  kind,
  id,
  names,
}: {
  kind: 'user' | 'role' | 'channel';
  id: string;
  names: MentionNames;
}) {
  if (kind === 'user')
    return <DiscordMention type="user">{names.user?.(id) ?? 'unknown-user'}</DiscordMention>;
  if (kind === 'channel')
    return <DiscordMention type="channel">{names.channel?.(id) ?? 'unknown'}</DiscordMention>;
  const role = names.role?.(id);
  return (
    <DiscordMention type="role" color={role && role.color !== 0 ? hex(role.color) : undefined}>
      {role?.name ?? 'unknown-role'}
    </DiscordMention>
  );
}

function BlockNode({ block, env }: { block: Block; env: RenderEnv }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <div className="discord-markdown__paragraph">
          <InlineNodes nodes={block.children} env={env} />
        </div>
      );
    case 'heading':
      return (
        <DiscordHeader level={block.level}>
          <InlineNodes nodes={block.children} env={env} />
        </DiscordHeader>
      );
    case 'subtext':
      return (
        <DiscordSubscript>
          <InlineNodes nodes={block.children} env={env} />
        </DiscordSubscript>
      );
    case 'codeblock':
      return <DiscordCode multiline>{block.text}</DiscordCode>;
    case 'quote':
      return (
        <DiscordQuote>
          {block.children.map((child, index) => (
            <BlockNode key={index} block={child} env={env} />
          ))}
        </DiscordQuote>
      );
    case 'list': {
      const items = block.items.map((item, index) => (
        <DiscordListItem key={index}>
          <InlineNodes nodes={item} env={env} />
        </DiscordListItem>
      ));
      return block.ordered ? (
        <DiscordOrderedList start={block.start}>{items}</DiscordOrderedList>
      ) : (
        <DiscordUnorderedList>{items}</DiscordUnorderedList>
      );
    }
  }
}

/** A message's content drawn as the Discord client draws it (see markdown.ts). */
export function DiscordMarkdown({
  content,
  names = {},
  cdnBase,
}: {
  content: string;
  names?: MentionNames;
  cdnBase?: string;
}) {
  const { i18n } = useTranslation();
  const blocks = useMemo(() => parseMarkdown(content), [content]);
  const env: RenderEnv = { names, cdnBase, locale: i18n.language };
  return (
    <div className="discord-markdown">
      {blocks.map((block, index) => (
        <BlockNode key={index} block={block} env={env} />
      ))}
    </div>
  );
}
