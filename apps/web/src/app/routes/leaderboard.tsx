import { useParams } from 'react-router';
import { LeaderboardPage } from '../../features/leaderboard/components/leaderboard-page.tsx';

export function LeaderboardRoute() {
  const { id = '' } = useParams();
  return <LeaderboardPage key={id} id={id} />;
}
