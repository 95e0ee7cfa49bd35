import type { ComponentProps } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { channelId, CHANNEL_TYPES, roleId } from '@hoshi/contracts';
import '../../lib/i18n/i18n.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { channels, roles } from '../../testing/fixtures.ts';
import { ChannelPicker } from './channel-picker.tsx';
import { RolePicker } from './role-picker.tsx';
import { fixedMediaQuery } from '../../testing/media-query.ts';

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

const openMenu = (input: HTMLElement) => userEvent.click(input);
const menu = () => screen.getByRole('listbox');
const optionNames = () =>
  within(menu())
    .getAllByRole('option')
    .map((o) => o.textContent);

/** A text channel Hoshi posts in, and a role Hoshi gives, as a contract declares them. */
const POSTED = channelId([CHANNEL_TYPES.text], 'send');
const GIVEN = roleId(true);

/** The picker over the fixture server; each test says what differs. */
type ChannelPickerProps = ComponentProps<typeof ChannelPicker>;
const renderChannelPicker = (props: Omit<ChannelPickerProps, 'inputId' | 'channels'>) =>
  render(<ChannelPicker {...({ inputId: 'c', channels, ...props } as ChannelPickerProps)} />);

describe('channel picker', () => {
  it('lists only the allowed types, grouped by category, with No Category for the rest', async () => {
    renderChannelPicker({ field: POSTED, value: null, onChange: () => {} });
    await openMenu(screen.getByRole('combobox'));
    expect(within(menu()).getByText('No Category')).toBeInTheDocument();
    expect(within(menu()).getByText('Community')).toBeInTheDocument();
    expect(optionNames()).toEqual([
      'general',
      'chat',
      "announcementsHoshi can't send messages here",
      "mod-logHoshi can't see this channel",
    ]);
  });

  it('marks each channel with its own kind: # for text, a speaker for voice, bubbles for a forum', async () => {
    const forum = {
      ...channels[0]!,
      id: '400000000000000099',
      name: 'suggestion-box',
      type: CHANNEL_TYPES.forum,
    };
    render(
      <ChannelPicker
        inputId="c"
        channels={[...channels, forum]}
        field={channelId([CHANNEL_TYPES.text, CHANNEL_TYPES.voice, CHANNEL_TYPES.forum], 'none')}
        value={null}
        onChange={() => {}}
      />,
    );
    await openMenu(screen.getByRole('combobox'));
    const glyphOf = (name: string) =>
      within(menu())
        .getByRole('option', { name: new RegExp(`^${name}`) })
        .querySelector('[data-icon]')
        ?.getAttribute('data-icon');
    expect(glyphOf('suggestion-box')).toBe('forum');
    expect(glyphOf('general')).toBe('hash');
    const voice = channels.find((c) => c.type === CHANNEL_TYPES.voice);
    expect(voice && glyphOf(voice.name)).toBe('speaker');
  });

  it('calls the rest カテゴリなし in Japanese', async () => {
    await i18n.changeLanguage('ja');
    renderChannelPicker({ field: channelId([CHANNEL_TYPES.voice], 'view'), value: null, onChange: () => {} });
    await openMenu(screen.getByRole('combobox'));
    expect(within(menu()).getByText('カテゴリなし')).toBeInTheDocument();
  });

  it('offers a channel Hoshi cannot post in disabled, with the reason beside it for every reader', async () => {
    const onChange = vi.fn();
    renderChannelPicker({ field: POSTED, value: null, onChange });
    const input = screen.getByRole('combobox');
    await openMenu(input);
    const announcements = within(menu()).getByRole('option', { name: /announcements/ });
    expect(announcements).toHaveAttribute('aria-disabled', 'true');
    expect(announcements).toHaveAccessibleDescription("Hoshi can't send messages here");
    expect(within(menu()).getByRole('option', { name: /general/ })).toHaveAttribute('aria-disabled', 'false');
    await userEvent.click(announcements);
    // The keyboard reaches it (announcements is third) but Enter does not pick it.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', announcements.id);
    await userEvent.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('offers every channel it only watches, even one it cannot see', async () => {
    const onChange = vi.fn();
    renderChannelPicker({ field: channelId([CHANNEL_TYPES.text], 'none'), value: null, onChange });
    await openMenu(screen.getByRole('combobox'));
    await userEvent.click(within(menu()).getByRole('option', { name: 'mod-log' }));
    expect(onChange).toHaveBeenCalledWith('400000000000000021');
  });

  it('explains under the picker why a chosen channel will not work', async () => {
    renderChannelPicker({ field: POSTED, value: '400000000000000012', onChange: () => {} });
    expect(screen.getByText(/#announcements/).closest('p')).toHaveTextContent(
      "#announcements — Hoshi can't send messages here",
    );
  });

  it('is clearable: clearing a single picker reports null', async () => {
    const onChange = vi.fn();
    const { container } = renderChannelPicker({
      field: POSTED,
      value: '400000000000000001',
      onChange: onChange,
    });
    const clear = container.querySelector('[class*="indicatorContainer"]');
    await userEvent.click(clear!);
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('picks several channels when multiple', async () => {
    const onChange = vi.fn();
    renderChannelPicker({
      multi: true,
      field: channelId([CHANNEL_TYPES.text, CHANNEL_TYPES.voice], 'none'),
      value: ['400000000000000001'],
      onChange: onChange,
    });
    await openMenu(screen.getByRole('combobox'));
    await userEvent.click(within(menu()).getByRole('option', { name: /AFK/ }));
    expect(onChange).toHaveBeenCalledWith(['400000000000000001', '400000000000000002']);
  });

  it('turns search off on phones, so the keyboard does not cover the list', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((media) => fixedMediaQuery(media, true));
    renderChannelPicker({ field: POSTED, value: null, onChange: () => {} });
    expect(document.getElementById('c')).toHaveAttribute('inputmode', 'none');
  });

  it('searches on desktops', async () => {
    renderChannelPicker({ field: POSTED, value: null, onChange: () => {} });
    expect(document.getElementById('c')).not.toHaveAttribute('inputmode', 'none');
  });
});

describe('role picker', () => {
  it('shows each role with its colour, colour 0 as white', async () => {
    render(<RolePicker inputId="r" field={GIVEN} roles={roles} value={null} onChange={() => {}} />);
    await openMenu(screen.getByRole('combobox'));
    const swatch = (name: RegExp) =>
      within(menu()).getByRole('option', { name }).querySelector<HTMLElement>('.role-swatch')?.style
        .background;
    expect(swatch(/Regular/)).toBe('rgb(255, 255, 255)');
    expect(swatch(/Member/)).toBe('rgb(26, 188, 156)');
  });

  it("marks roles above Hoshi's highest role", async () => {
    render(
      <RolePicker inputId="r" field={GIVEN} roles={roles} value="300000000000000009" onChange={() => {}} />,
    );
    await openMenu(screen.getByRole('combobox'));
    expect(within(menu()).getByRole('option', { name: /Admin/ })).toHaveTextContent(
      "Above Hoshi's highest role — Hoshi can't assign it",
    );
    expect(within(menu()).getByRole('option', { name: /Member/ })).not.toHaveTextContent("can't assign");
    expect(screen.getByText(/@Admin/).closest('p')).toHaveTextContent("@Admin — Above Hoshi's highest role");
  });

  it("offers a role above Hoshi's disabled where Hoshi gives it, and freely where it only mentions it", async () => {
    const onChange = vi.fn();
    const { unmount } = render(
      <RolePicker inputId="r" field={GIVEN} roles={roles} value={null} onChange={onChange} />,
    );
    await openMenu(screen.getByRole('combobox'));
    const admin = within(menu()).getByRole('option', { name: /Admin/ });
    expect(admin).toHaveAttribute('aria-disabled', 'true');
    expect(admin).toHaveAccessibleDescription("Above Hoshi's highest role — Hoshi can't assign it");
    await userEvent.click(admin);
    expect(onChange).not.toHaveBeenCalled();
    unmount();

    render(<RolePicker inputId="r" field={roleId(false)} roles={roles} value={null} onChange={onChange} />);
    await openMenu(screen.getByRole('combobox'));
    await userEvent.click(within(menu()).getByRole('option', { name: 'Admin' }));
    expect(onChange).toHaveBeenCalledWith('300000000000000009');
  });

  it('says No Roles (ロールなし in Japanese) when the server has none', async () => {
    const { unmount } = render(
      <RolePicker inputId="r" field={GIVEN} roles={[]} value={null} onChange={() => {}} />,
    );
    await openMenu(screen.getByRole('combobox'));
    expect(screen.getByText('No Roles')).toBeInTheDocument();
    unmount();

    await i18n.changeLanguage('ja');
    render(<RolePicker inputId="r" field={GIVEN} roles={[]} value={null} onChange={() => {}} />);
    await openMenu(screen.getByRole('combobox'));
    expect(screen.getByText('ロールなし')).toBeInTheDocument();
  });

  it('says No options when a search matches nothing', async () => {
    render(<RolePicker inputId="r" field={GIVEN} roles={roles} value={null} onChange={() => {}} />);
    await userEvent.type(screen.getByRole('combobox'), 'zzz');
    expect(screen.getByText('No options')).toBeInTheDocument();
  });
});

describe('pickers at Discord’s maxima (500 channels, 250 roles)', () => {
  const can = { view: true, send: true };
  // 25 categories of 19 text channels: 500 channels, as the scale world's guilds.
  const many: typeof channels = Array.from({ length: 25 }, (_, c) => [
    {
      id: `9${String(c * 20 + 1).padStart(17, '0')}`,
      name: `Category ${c + 1}`,
      type: 4,
      parentId: null,
      position: c,
      bot: can,
    },
    ...Array.from({ length: 19 }, (_, i) => ({
      id: `9${String(c * 20 + i + 2).padStart(17, '0')}`,
      name: `text-${c + 1}-${i + 1}`,
      type: 0,
      parentId: `9${String(c * 20 + 1).padStart(17, '0')}`,
      position: i,
      bot: can,
    })),
  ]).flat();
  const manyRoles: typeof roles = Array.from({ length: 250 }, (_, r) => ({
    id: `8${String(r + 1).padStart(17, '0')}`,
    name: `role-${r + 1}`,
    color: 0,
    position: 250 - r,
    assignable: true,
  }));

  it('draws only a window of the 475 text channels, and the keyboard still reaches and picks the last', async () => {
    const onChange = vi.fn();
    render(<ChannelPicker inputId="c" channels={many} field={POSTED} value={null} onChange={onChange} />);
    const input = screen.getByRole('combobox');
    await openMenu(input);
    // The windowed list is a chunk of its own, there a moment after the picker mounts.
    await waitFor(() => expect(within(menu()).getAllByRole('option').length).toBeLessThan(40));
    const drawn = within(menu()).getAllByRole('option');
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.length).toBeLessThan(40);
    expect(drawn[0]).toHaveTextContent('text-1-1');
    // Up from the first option wraps to the last, as in a whole list.
    await userEvent.keyboard('{ArrowUp}');
    const last = within(menu()).getByRole('option', { name: 'text-25-19' });
    expect(input).toHaveAttribute('aria-activedescendant', last.id);
    expect(within(menu()).getAllByRole('option').length).toBeLessThan(60);
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(`9${String(24 * 20 + 20).padStart(17, '0')}`);
  });

  it('walks 250 roles with the arrow keys, each focused role drawn', async () => {
    const onChange = vi.fn();
    render(<RolePicker inputId="r" field={GIVEN} roles={manyRoles} value={null} onChange={onChange} />);
    const input = screen.getByRole('combobox');
    await openMenu(input);
    await waitFor(() => expect(within(menu()).getAllByRole('option').length).toBeLessThan(40));
    await userEvent.keyboard('{ArrowDown>60/}');
    const active = input.getAttribute('aria-activedescendant') ?? '';
    const focused = document.getElementById(active);
    expect(focused).toHaveTextContent('role-61');
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(manyRoles[60]?.id);
  });
});
