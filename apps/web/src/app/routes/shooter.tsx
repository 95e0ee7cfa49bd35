import { ShooterComingSoon } from '../../features/activities/shooter/shooter-coming-soon.tsx';

export function ShooterRoute() {
  return <ShooterComingSoon />;
}
