import { useParams } from 'react-router';
import { loadModerationTexts } from '../../features/moderation/texts.ts';
import { TransferPage } from '../../features/transfer/components/transfer-page.tsx';

export function TransferRoute() {
  const { id = '' } = useParams();
  return <TransferPage key={id} id={id} />;
}

/** The preview names the moderation pages' fields too: their texts load with the route. */
export async function loadTransferRoute() {
  await loadModerationTexts();
  return { Component: TransferRoute };
}
