import type { ComponentType } from 'react';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import {
  isCollectionPage,
  type CollectionPageName,
  type SettingsPageName,
} from '@hoshi/contracts/page-names';
import { guildChannelsQuery, guildRolesQuery } from '../../lib/api/guild-objects.ts';
import { whenSignedIn } from '../../lib/api/prefetch.ts';
import { prefetchSettings } from '../../lib/api/settings.ts';
import { queryClient } from '../../lib/query-client.ts';

type SettingsPageComponent = ComponentType<{ id: string }>;
type PageName = SettingsPageName | CollectionPageName;

interface Screen {
  load(): Promise<SettingsPageComponent>;
  /** What else its editor lists (prefetched with the page's document or collection). */
  needs: readonly ('channels' | 'roles')[];
}

const moderation = async () => (await import('../../features/moderation/screens.ts')).loadModerationScreens();

/** Each page of the settings registry and where its screen lives; a page missing here is a compile error. */
const SETTINGS_SCREENS: { [N in PageName]: Screen } = {
  greetings: {
    load: async () => (await import('../../features/greetings/components/greetings-page.tsx')).GreetingsPage,
    needs: ['channels', 'roles'],
  },
  xp: {
    load: async () => (await import('../../features/xp/components/xp-page.tsx')).XpPage,
    needs: ['channels', 'roles'],
  },
  roles: {
    load: async () => (await import('../../features/roles/components/roles-page.tsx')).RolesPage,
    needs: ['roles'],
  },
  vcalerts: {
    load: async () => (await import('../../features/vcalerts/components/vcalerts-page.tsx')).VcAlertsPage,
    needs: ['channels', 'roles'],
  },
  boosts: {
    load: async () => (await import('../../features/boosts/components/boosts-page.tsx')).BoostsPage,
    needs: ['channels', 'roles'],
  },
  // Moderation pages, under the moderation menu: one chunk with their texts.
  antispam: { load: async () => (await moderation()).AntispamPage, needs: ['channels'] },
  warnings: { load: async () => (await moderation()).WarningsPage, needs: ['channels', 'roles'] },
  banappeals: { load: async () => (await moderation()).BanAppealsPage, needs: ['channels'] },
  pings: { load: async () => (await moderation()).PingsPage, needs: ['channels', 'roles'] },
  logs: { load: async () => (await moderation()).LogsPage, needs: ['channels'] },
  // Collection pages (docs/settings-pages.md).
  autovc: {
    load: async () => (await import('../../features/autovc/components/autovc-page.tsx')).AutovcPage,
    needs: ['channels'],
  },
  surveys: {
    load: async () => (await import('../../features/surveys/components/surveys-page.tsx')).SurveysPage,
    needs: ['channels', 'roles'],
  },
  lotteries: {
    load: async () => (await import('../../features/lotteries/components/lotteries-page.tsx')).LotteriesPage,
    needs: ['channels', 'roles'],
  },
};

/**
 * The page's data, started while its screen's code loads (issue 8): the page's queries then find
 * it on their way. Nothing for a signed-out visitor, whom the guard sends home.
 */
async function prefetchPage(page: PageName, id: string) {
  if (!(await whenSignedIn())) return;
  const screen = SETTINGS_SCREENS[page];
  // The collections' client is loaded for collection pages only (the settings pages' budget).
  if (isCollectionPage(page)) (await import('../../lib/api/collections.ts')).prefetchCollection(page, id);
  else prefetchSettings(page, id);
  // Into the query cache, which asks only when it holds no fresh copy (coming from the hub it does).
  if (screen.needs.includes('channels')) void queryClient.prefetchQuery(guildChannelsQuery(id));
  if (screen.needs.includes('roles')) void queryClient.prefetchQuery(guildRolesQuery(id));
}

/** The route's loader: starts the data and answers at once (the page shows its own loader). */
export const settingsLoader =
  (page: PageName) =>
  ({ params }: LoaderFunctionArgs): null => {
    if (params.id) void prefetchPage(page, params.id);
    return null;
  };

/** /dashboard/servers/{id}/{page} (moderation pages: …/moderation/{page}): the page's screen, fresh for each server. */
export async function loadSettingsRoute(page: PageName) {
  const Page = await SETTINGS_SCREENS[page].load();
  function SettingsRoute() {
    const { id = '' } = useParams();
    // A new server gets a fresh page: its own saved and working copies.
    return <Page key={id} id={id} />;
  }
  return SettingsRoute;
}
