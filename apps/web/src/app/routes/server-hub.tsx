import { useParams } from 'react-router';
import { ServerHub } from '../../features/server-hub/components/server-hub.tsx';

export function ServerHubRoute() {
  const { id = '' } = useParams();
  // A new server gets a fresh hub (its own toggle throttles and queries).
  return <ServerHub key={id} id={id} />;
}
