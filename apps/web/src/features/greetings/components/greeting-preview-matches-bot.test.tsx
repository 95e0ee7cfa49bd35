import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { greetings, type ModuleSettings } from '@hoshi/bot/decisions';
import { documentDefaults, type Channel, type Greeting } from '@hoshi/contracts';
import '../../../lib/i18n/i18n.ts';
import { GreetingPreview } from './greeting-preview.tsx';

vi.mock('@skyra/discord-components-react', () => import('../../../testing/discord-components.tsx'));

const member = { id: '100000000000000001', username: 'akari' };
const randomMember = { id: '100000000000000002', username: 'mika' };
const welcome: Channel = {
  id: '400000000000001002',
  name: 'welcome',
  type: 0,
  parentId: null,
  position: 0,
  bot: { view: true, send: true },
};
const message = 'Hi !USER! (!NAME!), #!MEMBERS! of !SERVER! — say hi to !RANDOM!';

/** What the bot sends for this greeting when akari joins Star Lounge as its 1235th member. */
function botSends(greeting: Greeting) {
  const settings: ModuleSettings<'greetings'> = {
    greetings: { ...documentDefaults('greetings'), join: greeting },
  };
  const guild = {
    id: '200000000000000001',
    name: 'Star Lounge',
    lang: 'en' as const,
    memberCount: 1235,
    premiumTier: 2,
    channels: new Map([[welcome.id, { ...welcome, parentId: null }]]),
  };
  const event = {
    kind: 'memberAdd' as const,
    member: { ...member, bot: false, avatarUrl: 'https://cdn.example/a.png', roles: [], premiumSince: null },
    randomMember,
    at: Date.now(),
  };
  const [action] = greetings(event, settings, guild, { rooms: [], calls: new Map() });
  if (action?.type !== 'send') throw new Error('the bot sends nothing');
  return action;
}

function renderPreview(greeting: Greeting) {
  render(
    <GreetingPreview
      kind="join"
      greeting={greeting}
      channelName="welcome"
      context={{ member, server: 'Star Lounge', members: 1235, randomMember }}
      channels={[welcome]}
      roles={[]}
      avatarUrl="https://cdn.example/a.png"
      guildIconUrl={null}
      cdnBase="https://cdn.example"
      lang="en"
    />,
  );
  return screen.getByRole('article', { name: 'Message from Hoshi' });
}

describe('the greeting preview shows what the bot sends', () => {
  it('fills the same text from the same member, server and message', () => {
    const greeting: Greeting = { channel: welcome.id, style: 'text', message };
    const sent = botSends(greeting);
    expect(sent.content).toBe(
      'Hi <@100000000000000001> (akari), #1235 of Star Lounge — say hi to <@100000000000000002>',
    );
    // The preview draws those mentions as Discord does: @name.
    expect(renderPreview(greeting)).toHaveTextContent(
      sent.content.replace('<@100000000000000001>', '@akari').replace('<@100000000000000002>', '@mika'),
    );
  });

  it('draws the card with the embed the bot sends: its title and footer', () => {
    const greeting: Greeting = { channel: welcome.id, style: 'card', message };
    const sent = botSends(greeting);
    const embed = within(renderPreview(greeting)).getByRole('complementary', { name: 'Embed' });
    expect(embed).toHaveTextContent(sent.embed?.title ?? 'missing');
    expect(embed).toHaveTextContent(sent.embed?.footer ?? 'missing');
  });
});
