import { useParams } from 'react-router';
import { ModerationMenu } from '../../features/moderation/components/moderation-menu.tsx';
import { loadModerationTexts } from '../../features/moderation/texts.ts';

function ModerationRoute() {
  const { id = '' } = useParams();
  return <ModerationMenu key={id} id={id} />;
}

/** /dashboard/servers/{id}/moderation, with the moderation texts. */
export async function loadModerationRoute() {
  await loadModerationTexts();
  return { Component: ModerationRoute };
}
