import { useParams } from 'react-router';
import { XpPage } from '../../features/xp/components/xp-page.tsx';

export function XpRoute() {
  const { id = '' } = useParams();
  // A new server gets a fresh page: its own saved and working copies.
  return <XpPage key={id} id={id} />;
}
