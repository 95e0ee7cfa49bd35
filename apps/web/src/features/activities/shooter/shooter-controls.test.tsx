import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { sayEvent, sayEvents } from './announce.ts';
import type { ShooterInput } from './core/types.ts';
import { ShooterOverlay } from './shooter-overlay.tsx';
import { TouchControls } from './touch-controls.tsx';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the Starshooter menus', () => {
  it('are real buttons for each state: Start, Resume and Restart, Restart with the score', async () => {
    const press = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<ShooterOverlay phase="ready" result={null} press={press} />);
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(press).toHaveBeenLastCalledWith('Tap');
    rerender(<ShooterOverlay phase="playing" result={null} press={press} />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<ShooterOverlay phase="paused" result={null} press={press} />);
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(press).toHaveBeenLastCalledWith('Pause');
    await user.click(screen.getByRole('button', { name: 'Restart' }));
    expect(press).toHaveBeenLastCalledWith('R');
    await i18n.changeLanguage('ja');
    rerender(<ShooterOverlay phase="over" result={{ score: 420, record: true }} press={press} />);
    expect(screen.getByText('スコア: 420')).toBeInTheDocument();
    expect(screen.getByText('ベストスコア更新！')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'リスタート' }));
    expect(press).toHaveBeenLastCalledWith('Tap');
  });
});

describe('the touch controls', () => {
  it('hold while pressed, and a quick tap still counts once', async () => {
    const input: ShooterInput = { left: false, right: false, fire: false, presses: [] };
    render(<TouchControls input={input} />);
    const user = userEvent.setup();
    await user.pointer({ keys: '[TouchA>]', target: screen.getByRole('button', { name: 'Fire' }) });
    expect(input.fire).toBe(true);
    await user.pointer({ keys: '[/TouchA]', target: screen.getByRole('button', { name: 'Fire' }) });
    expect(input.fire).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Move left' }));
    expect(input.presses).toEqual(['Fire', 'Left']);
    expect(input.left).toBe(false);
  });
});

describe('what the screen reader hears', () => {
  it('speaks state and score changes in both languages, not every shot', async () => {
    const word = { text: '星', letters: 'hoshi' };
    expect(sayEvent(i18n.t, { type: 'shoot' }, 'en')).toBeNull();
    expect(sayEvent(i18n.t, { type: 'bossStart', kinds: ['serpent', 'eye'] }, 'en')).toBe(
      'Boss fight: Star Serpent and Nebula Eye.',
    );
    expect(sayEvent(i18n.t, { type: 'over', score: 360, cause: 'serpent' }, 'en')).toBe(
      'The serpent reached the bottom. Game over. Score 360.',
    );
    expect(
      sayEvent(i18n.t, { type: 'powerUp', picked: 'random', applied: 'visualChaos', variant: 'flip' }, 'en'),
    ).toBe('Random power-up: Visual chaos (flip).');
    await i18n.changeLanguage('ja');
    expect(sayEvent(i18n.t, { type: 'target', word }, 'ja')).toBe('目標の単語: 星（hoshiを撃つ）。');
    expect(sayEvent(i18n.t, { type: 'bossStart', kinds: ['eye', 'crab'] }, 'ja')).toBe(
      'ボス戦: ネビュラアイ、コメットクラブ。',
    );
  });

  it("speaks all of a frame's events in order, so a hit in the frame of a resume does not hide it", async () => {
    const frame = [{ type: 'resume' }, { type: 'shoot' }, { type: 'wrong', char: 'j' }] as const;
    expect(sayEvents(i18n.t, frame, 'en')).toBe('Resumed. Wrong letter: J.');
    expect(sayEvents(i18n.t, [{ type: 'shoot' }], 'en')).toBeNull();
    await i18n.changeLanguage('ja');
    expect(sayEvents(i18n.t, frame, 'ja')).toBe('再開。ちがう文字: J。');
  });
});
