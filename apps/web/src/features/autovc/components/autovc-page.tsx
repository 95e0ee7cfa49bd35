import { CollectionPage } from '../../../components/settings/collection-page.tsx';
import { useGuildChannels } from '../../../lib/api/guild-objects.ts';
import { AutovcEditor } from './autovc-editor.tsx';

/** /dashboard/servers/{id}/autovc (docs/product.md#auto-voice-channels). */
export function AutovcPage({ id }: { id: string }) {
  const channels = useGuildChannels(id);
  return (
    <CollectionPage page="autovc" guildId={id} extra={{ channels: channels.data }}>
      {(collection, extra) => <AutovcEditor guildId={id} collection={collection} channels={extra.channels} />}
    </CollectionPage>
  );
}
