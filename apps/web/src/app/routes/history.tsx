import { useParams } from 'react-router';
import { HistoryPage } from '../../features/history/components/history-page.tsx';

export function HistoryRoute() {
  const { id = '' } = useParams();
  return <HistoryPage key={id} id={id} />;
}
