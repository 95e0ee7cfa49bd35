import { useParams } from 'react-router';
import { GreetingsPage } from '../../features/greetings/components/greetings-page.tsx';

export function GreetingsRoute() {
  const { id = '' } = useParams();
  // A new server gets a fresh page: its own saved and working copies.
  return <GreetingsPage key={id} id={id} />;
}
