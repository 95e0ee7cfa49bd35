import { useParams } from 'react-router';
import { CasesPage } from '../../features/cases/components/cases-page.tsx';

export function CasesRoute() {
  const { id = '' } = useParams();
  return <CasesPage key={id} id={id} />;
}
