import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAt } from '../../../testing/render.tsx';
import { ActivitiesIndex } from './activities-index.tsx';

beforeEach(() => localStorage.clear());

describe('the activities index', () => {
  it('shows each game with its stored best scores', () => {
    localStorage.setItem('whackMoleHighScore_hard', '14');
    localStorage.setItem('typing_scores', JSON.stringify({ password: 310, paragraph: 999 }));
    localStorage.setItem('spaceShooterHighScore', '420');
    localStorage.setItem('bossShooterHighScore', '1337');
    renderAt('/activities', <ActivitiesIndex />);

    const whack = within(screen.getByRole('heading', { name: 'Whack-A-Star' }).closest('li')!);
    expect(whack.getByText('Hard').nextSibling).toHaveTextContent('14');
    expect(whack.getByText('Easy').nextSibling).toHaveTextContent('No score yet');
    expect(whack.getByRole('link', { name: 'Play Whack-A-Star' })).toHaveAttribute(
      'href',
      '/activities/whack',
    );

    const typing = within(screen.getByRole('heading', { name: 'Star Typing' }).closest('li')!);
    expect(typing.getByText('Password').nextSibling).toHaveTextContent('310');
    // Paragraph mode is in the data but not offered, so its score is not shown either.
    expect(typing.queryByText('Paragraph')).toBeNull();

    const shooter = within(screen.getByRole('heading', { name: 'Starshooter' }).closest('li')!);
    expect(shooter.getByText('420')).toBeInTheDocument();

    const bosses = within(screen.getByRole('heading', { name: 'Boss Shooter' }).closest('li')!);
    expect(bosses.getByText('1337')).toBeInTheDocument();
    expect(bosses.getByRole('link', { name: 'Play Boss Shooter' })).toHaveAttribute(
      'href',
      '/activities/bosses',
    );
  });
});
