import type { ComponentType } from 'react';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { isCollectionPage } from '@hoshi/contracts/page-names';
import { SERVER_PAGE_ENTRIES, type ServerPageName } from '../../config/server-pages.ts';
import { guildChannelsQuery, guildRolesQuery } from '../../lib/api/guild-objects.ts';
import { settingsQuery } from '../../lib/api/settings.ts';
import { dropUnshownCopy, queryClient } from '../../lib/query-client.ts';
import { whenSignedIn } from '../../lib/session/session-store.ts';

type Screen = () => Promise<ComponentType<{ id: string }>>;

const moderation = async () => (await import('../../features/moderation/screens.ts')).loadModerationScreens();

/** Each server page's screen, loaded when first visited; a page missing here is a compile error. */
const SCREENS: { [N in ServerPageName]: Screen } = {
  inventory: async () =>
    (await import('../../features/inventory/components/inventory-page.tsx')).InventoryPage,
  moderation: async () => {
    const [{ ModerationMenu }, { loadModerationTexts }] = await Promise.all([
      import('../../features/moderation/components/moderation-menu.tsx'),
      import('../../features/moderation/texts.ts'),
    ]);
    await loadModerationTexts();
    return ModerationMenu;
  },
  greetings: async () =>
    (await import('../../features/greetings/components/greetings-page.tsx')).GreetingsPage,
  xp: async () => (await import('../../features/xp/components/xp-page.tsx')).XpPage,
  autovc: async () => (await import('../../features/autovc/components/autovc-page.tsx')).AutovcPage,
  roles: async () => (await import('../../features/roles/components/roles-page.tsx')).RolesPage,
  vcalerts: async () => (await import('../../features/vcalerts/components/vcalerts-page.tsx')).VcAlertsPage,
  surveys: async () => (await import('../../features/surveys/components/surveys-page.tsx')).SurveysPage,
  lotteries: async () =>
    (await import('../../features/lotteries/components/lotteries-page.tsx')).LotteriesPage,
  boosts: async () => (await import('../../features/boosts/components/boosts-page.tsx')).BoostsPage,
  // The moderation menu's pages: one chunk with their texts.
  antispam: async () => (await moderation()).AntispamPage,
  warnings: async () => (await moderation()).WarningsPage,
  banappeals: async () => (await moderation()).BanAppealsPage,
  pings: async () => (await moderation()).PingsPage,
  logs: async () => (await moderation()).LogsPage,
  access: async () => (await import('../../features/access/components/access-page.tsx')).AccessPage,
};

/**
 * The page's data, asked for through the query cache while its screen's code loads: the page's
 * queries (the same options) then find it there. Nothing for a signed-out visitor, whom the guard
 * sends home. A failed request is left to the page's own (it logs it and says a 403 or 404).
 */
async function prefetchPage(page: ServerPageName, id: string) {
  // The inventory and the moderation menu load their own way.
  if (page === 'inventory' || page === 'moderation' || !(await whenSignedIn())) return;
  const { needs } = SERVER_PAGE_ENTRIES[page];
  const loads: Promise<unknown>[] = [];
  // The collections' client is loaded for collection pages only (the settings pages' budget).
  if (isCollectionPage(page)) {
    const query = (await import('../../lib/api/collections.ts')).collectionQuery(page, id);
    dropUnshownCopy(query.queryKey);
    loads.push(queryClient.ensureQueryData(query));
  } else {
    const query = settingsQuery(page, id);
    dropUnshownCopy(query.queryKey);
    loads.push(queryClient.ensureQueryData(query));
  }
  // Channels and roles are kept between pages: a copy the hub left serves, asked again if stale.
  const kept = { revalidateIfStale: true };
  if (needs.includes('channels'))
    loads.push(queryClient.ensureQueryData({ ...guildChannelsQuery(id), ...kept }));
  if (needs.includes('roles')) loads.push(queryClient.ensureQueryData({ ...guildRolesQuery(id), ...kept }));
  await Promise.allSettled(loads);
}

/** The route's loader: starts the data and answers at once (the page shows its own loader). */
export const serverPageLoader =
  (page: ServerPageName) =>
  ({ params }: LoaderFunctionArgs): null => {
    if (params.id) void prefetchPage(page, params.id);
    return null;
  };

/** /dashboard/servers/{id}/{path}: the page's screen, fresh for each server. */
export async function loadServerPage(page: ServerPageName) {
  const Page = await SCREENS[page]();
  function ServerPageRoute() {
    const { id = '' } = useParams();
    // A new server gets a fresh page: its own saved and working copies.
    return <Page key={id} id={id} />;
  }
  return ServerPageRoute;
}
