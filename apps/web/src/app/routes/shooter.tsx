import { ShooterGame } from '../../features/activities/shooter/shooter-game.tsx';

export function ShooterRoute() {
  return <ShooterGame />;
}
