import { useMemo } from 'react';
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
  DiscordUnorderedList,
} from '@skyra/discord-components-react';
import { parseMarkdown } from './markdown.ts';
import type { Block, Inline } from './markdown.ts';
import './discord-markdown.css';

/** Names for the ids a message mentions; what is unknown shows as Discord shows it. */
export interface MentionNames {
  user?(id: string): string | undefined;
  role?(id: string): { name: string; color: number } | undefined;
  channel?(id: string): string | undefined;
}

const hex = (color: number) => `#${color.toString(16).padStart(6, '0')}`;

function InlineNodes({ nodes, names }: { nodes: readonly Inline[]; names: MentionNames }) {
  return nodes.map((node, index) => <InlineNode key={index} node={node} names={names} />);
}

function InlineNode({ node, names }: { node: Inline; names: MentionNames }) {
  const children = 'children' in node ? <InlineNodes nodes={node.children} names={names} /> : null;
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
    case 'everyone':
      return <DiscordMention type="role">{node.name}</DiscordMention>;
    case 'mention':
      if (node.kind === 'user') {
        return <DiscordMention type="user">{names.user?.(node.id) ?? 'unknown-user'}</DiscordMention>;
      }
      if (node.kind === 'channel') {
        return <DiscordMention type="channel">{names.channel?.(node.id) ?? 'unknown'}</DiscordMention>;
      }
      {
        const role = names.role?.(node.id);
        return (
          <DiscordMention type="role" color={role && role.color !== 0 ? hex(role.color) : undefined}>
            {role?.name ?? 'unknown-role'}
          </DiscordMention>
        );
      }
  }
}

function BlockNode({ block, names }: { block: Block; names: MentionNames }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <div className="discord-markdown__paragraph">
          <InlineNodes nodes={block.children} names={names} />
        </div>
      );
    case 'heading':
      return (
        <DiscordHeader level={block.level}>
          <InlineNodes nodes={block.children} names={names} />
        </DiscordHeader>
      );
    case 'subtext':
      return (
        <DiscordSubscript>
          <InlineNodes nodes={block.children} names={names} />
        </DiscordSubscript>
      );
    case 'codeblock':
      return <DiscordCode multiline>{block.text}</DiscordCode>;
    case 'quote':
      return (
        <DiscordQuote>
          {block.children.map((child, index) => (
            <BlockNode key={index} block={child} names={names} />
          ))}
        </DiscordQuote>
      );
    case 'list': {
      const items = block.items.map((item, index) => (
        <DiscordListItem key={index}>
          <InlineNodes nodes={item} names={names} />
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
export function DiscordMarkdown({ content, names = {} }: { content: string; names?: MentionNames }) {
  const blocks = useMemo(() => parseMarkdown(content), [content]);
  return (
    <div className="discord-markdown">
      {blocks.map((block, index) => (
        <BlockNode key={index} block={block} names={names} />
      ))}
    </div>
  );
}
