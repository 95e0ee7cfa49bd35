import { useParams } from 'react-router';
import { InventoryPage } from '../../features/inventory/components/inventory-page.tsx';

export function InventoryRoute() {
  const { id = '' } = useParams();
  return <InventoryPage key={id} id={id} />;
}
