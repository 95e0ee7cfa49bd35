import { useParams } from 'react-router';
import { ModerationMenu } from '../../features/moderation/components/moderation-menu.tsx';

export function ModerationRoute() {
  const { id = '' } = useParams();
  return <ModerationMenu key={id} id={id} />;
}
