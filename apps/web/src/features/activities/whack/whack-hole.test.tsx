import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { WhackHole } from './whack-hole.tsx';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const props = { hole: 4, keyLabel: 'S', itemId: 1, press: () => undefined } as const;

describe('a Whack-A-Star hole', () => {
  it('is a button named for what is up in it, with its key, in English and Japanese', async () => {
    const { rerender } = render(<WhackHole {...props} kind="star" status="rising" />);
    expect(screen.getByRole('button', { name: 'Star, key S' })).toBeInTheDocument();
    rerender(<WhackHole {...props} kind="bomb" status="rising" />);
    expect(screen.getByRole('button', { name: 'Bomb, key S' })).toBeInTheDocument();
    await i18n.changeLanguage('ja');
    rerender(<WhackHole {...props} kind="bomb" status="rising" />);
    expect(screen.getByRole('button', { name: '爆弾、キー S' })).toBeInTheDocument();
    rerender(<WhackHole {...props} kind="star" status="rising" />);
    expect(screen.getByRole('button', { name: '星、キー S' })).toBeInTheDocument();
  });

  it('is empty once its item is hit or hiding', () => {
    const { rerender } = render(<WhackHole {...props} kind="star" status="hit" />);
    expect(screen.getByRole('button', { name: 'Empty, key S' })).toBeInTheDocument();
    rerender(<WhackHole {...props} itemId={null} kind={null} status={null} />);
    expect(screen.getByRole('button', { name: 'Empty, key S' })).toBeInTheDocument();
  });

  it('counts a pointer press once, and Enter on the focused hole', async () => {
    const press = vi.fn();
    render(<WhackHole {...props} kind="star" status="rising" press={press} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button'));
    expect(press).toHaveBeenCalledTimes(1);
    await user.keyboard('{Enter}');
    expect(press).toHaveBeenCalledTimes(2);
    expect(press).toHaveBeenCalledWith(4);
  });
});
