import { WhackGame } from '../../features/activities/whack/whack-game.tsx';

export function WhackRoute() {
  return <WhackGame />;
}
