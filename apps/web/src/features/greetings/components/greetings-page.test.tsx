import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Channel } from '@hoshi/contracts';
import { DEMO } from '@hoshi/discord-emulator';
import { renderAt } from '../../../testing/render.tsx';
import { realServerPerFile } from '../../../testing/real-server.ts';
import { GreetingsPage } from './greetings-page.tsx';

vi.mock('@skyra/discord-components-react', () => import('../../../testing/discord-components.tsx'));

const GUILD = DEMO.guilds.A;
const server = realServerPerFile();

beforeEach(async () => {
  await server().signInAs(DEMO.users.akari);
  await server().store(GUILD, 'greetings', {
    join: {
      message: 'Welcome to !SERVER!, !USER!! You are member #!MEMBERS!.',
      channel: DEMO.channels.welcomeA,
      style: 'text',
    },
    leave: { message: '!NAME! has left !SERVER!.', channel: null, style: 'text' },
  });
});

async function renderGreetings() {
  const user = userEvent.setup();
  renderAt(`/dashboard/servers/${GUILD}/greetings`, <GreetingsPage id={GUILD} />);
  await screen.findByRole('heading', { name: 'Join/Leave' });
  return user;
}

const preview = () => screen.getByRole('article', { name: 'Message from Hoshi' });
const message = () => screen.getByRole('textbox', { name: 'Message' });

/** Replaces the message as a person would: select all, then paste (no key-descriptor parsing). */
async function write(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.clear(message());
  await user.click(message());
  await user.paste(text);
}

describe('greetings preview', () => {
  it('fills the variables from the real server and the signed-in user', async () => {
    await renderGreetings();
    expect(preview()).toHaveTextContent('Welcome to Star Lounge, @akari! You are member #1234.');
    expect(within(preview()).getByText('@akari')).toHaveClass('mention');
  });

  it('follows the message as it is typed, !NAME! as the plain name and !RANDOM! as a mention', async () => {
    const user = await renderGreetings();
    await write(user, 'Hi !NAME!, say hello to !RANDOM!');
    expect(preview()).toHaveTextContent(/^Hi akari, say hello to @\w+$/);
    expect(within(preview()).getAllByText(/^@/)).toHaveLength(1);
  });

  it('draws Discord markdown, and names mentioned channels and roles from the server', async () => {
    const user = await renderGreetings();
    await write(
      user,
      `# Hi !NAME!\n**Read** <#${DEMO.channels.generalA}>, then ping <@&${DEMO.roles.funA}>\n> \`!SERVER!\``,
    );
    const shown = preview();
    expect(within(shown).getByRole('heading', { level: 1 })).toHaveTextContent('Hi akari');
    expect(within(shown).getByText('Read').parentElement?.tagName).toBe('STRONG');
    expect(within(shown).getByText('#general')).toHaveClass('mention--channel');
    // Stargazers is coloured #9b59b6 in the emulator's seed.
    await waitFor(() =>
      expect(within(shown).getByText('@Stargazers')).toHaveAttribute('data-color', '#9b59b6'),
    );
    expect(shown.querySelector('blockquote code')).toHaveTextContent('Star Lounge');
  });

  it('draws custom emoji from the configured CDN and timestamps in the reader’s language', async () => {
    const user = await renderGreetings();
    await write(user, 'Hi <:wave:123456789012345678>, see you <t:1795350000:D>');
    expect(within(preview()).getByRole('img', { name: ':wave:' })).toHaveAttribute(
      'src',
      'http://localhost:3000/discord-emulator/cdn/emojis/123456789012345678.png',
    );
    expect(preview().querySelector('time')).toHaveTextContent(/^November 2[12], 2026$/);
  });

  it('shows the leave message when Leave is chosen, and marks the kind that has unsaved changes', async () => {
    const user = await renderGreetings();
    await write(user, 'Hello');
    await user.click(screen.getByRole('radio', { name: 'Leave' }));
    expect(message()).toHaveValue('!NAME! has left !SERVER!.');
    expect(preview()).toHaveTextContent('akari has left Star Lounge.');
    expect(screen.getByRole('radio', { name: /Join/ }).closest('label')).toHaveTextContent(
      '(unsaved changes)',
    );
    expect(screen.getByRole('radio', { name: /Leave/ }).closest('label')).not.toHaveTextContent(
      '(unsaved changes)',
    );
  });

  it('draws the card style as an embed with the welcome title, server and member number', async () => {
    const user = await renderGreetings();
    await user.click(screen.getByRole('radio', { name: 'Card' }));
    const embed = within(preview()).getByRole('complementary', { name: 'Embed' });
    expect(embed).toHaveTextContent('Star Lounge');
    expect(embed).toHaveTextContent('Welcome!');
    expect(embed).toHaveTextContent('akari · Member #1234');
  });

  it('writes Hoshi’s own words in the server’s bot language, not the reader’s', async () => {
    // The reader reads English; Star Lounge's bot is switched to Japanese.
    expect(await server().app.guildService.toggleLanguage(GUILD, DEMO.users.akari)).toBe('ja');
    try {
      const user = await renderGreetings();
      await user.click(screen.getByRole('radio', { name: 'Card' }));
      const embed = within(preview()).getByRole('complementary', { name: 'Embed' });
      expect(embed).toHaveTextContent('ようこそ！');
      expect(embed).toHaveTextContent('1234 人目のメンバー');
      expect(embed).not.toHaveTextContent('Welcome!');
    } finally {
      expect(await server().app.guildService.toggleLanguage(GUILD, DEMO.users.akari)).toBe('en');
    }
  });

  it('draws the image style as a welcome image with the avatar from the configured CDN', async () => {
    const user = await renderGreetings();
    await user.click(screen.getByRole('radio', { name: 'Image' }));
    const image = within(preview()).getByRole('img', { name: 'Welcome image for akari' });
    expect(image).toHaveTextContent('akari');
    expect(image).toHaveTextContent('Star Lounge · Member #1234');
    expect(image.querySelector('img')?.getAttribute('src')).toMatch(
      new RegExp(`/discord-emulator/cdn/avatars/${DEMO.users.akari}/\\w+\\.png`),
    );
  });
});

describe('greetings form', () => {
  it('counts the characters against the 2000 limit', async () => {
    const user = await renderGreetings();
    await write(user, 'Hello');
    expect(screen.getByText('5 / 2000 characters')).toBeInTheDocument();
    expect(message()).toHaveAttribute('maxLength', '2000');
  });

  it('offers the server’s text channels only in the channel picker', async () => {
    const user = await renderGreetings();
    await user.click(screen.getByRole('combobox', { name: 'Channel' }));
    await user.keyboard('{ArrowDown}');
    const names = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    // Voice, category, thread and forum channels of Star Lounge are left out.
    expect(names.some((n) => n.startsWith('Lounge') || n.startsWith('ideas'))).toBe(false);
    expect(names).toEqual(expect.arrayContaining(['welcome', 'general', 'bot-commands']));
  });

  it('shows the variables table from the help button, and Escape hides it', async () => {
    const user = await renderGreetings();
    await user.click(screen.getByRole('button', { name: 'Variables you can use' }));
    const table = screen.getByRole('tooltip');
    expect(table).toBeVisible();
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((r) => r.textContent),
    ).toEqual(['!USER!', '!NAME!', '!SERVER!', '!MEMBERS!', '!RANDOM!']);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('tooltip', { hidden: true })).not.toBeVisible();
  });

  it('saves both messages with the loaded version, and the server keeps them', async () => {
    const before = await server().stored(GUILD, 'greetings');
    const user = await renderGreetings();
    await user.click(screen.getByRole('radio', { name: 'Leave' }));
    await write(user, 'Bye !NAME!');
    await user.click(screen.getByRole('radio', { name: 'Card' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () =>
      expect(await server().stored(GUILD, 'greetings')).toEqual({
        ...before,
        version: before.version + 1,
        leave: { message: 'Bye !NAME!', channel: null, style: 'card' },
      }),
    );
    // The form now holds what was saved: nothing is left unsaved.
    expect(screen.getByRole('radio', { name: /Leave/ }).closest('label')).not.toHaveTextContent(
      '(unsaved changes)',
    );
  });

  it('words the server’s refusal in the reader’s language, naming the field', async () => {
    // #rules denies the bot Send Messages. The page's list was read before Discord took it away,
    // so the picker still offers it: the server, judging the guild as it is, refuses.
    const listed = await server().get<Channel[]>(`/api/guilds/${GUILD}/channels`);
    const before = listed.map((c) =>
      c.id === DEMO.channels.rulesA ? { ...c, bot: { view: true, send: true } } : c,
    );
    server().interfere(`GET /api/guilds/${GUILD}/channels`, { status: 200, body: before });
    const user = await renderGreetings();
    await user.click(screen.getByRole('combobox', { name: 'Channel' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: /^rules/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/is a channel where Hoshi cannot send messages/)).toBeInTheDocument();
    expect((await server().stored(GUILD, 'greetings')).join.channel).toBe(DEMO.channels.welcomeA);
  });
});
