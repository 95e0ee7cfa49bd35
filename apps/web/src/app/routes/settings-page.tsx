import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import type { CollectionPageName, SettingsPageName } from '@hoshi/contracts/page-names';

type SettingsPageComponent = ComponentType<{ id: string }>;

const moderation = async () => (await import('../../features/moderation/screens.ts')).loadModerationScreens();

/** Each page of the settings registry and where its screen lives; a page missing here is a compile error. */
const SETTINGS_SCREENS: {
  [N in SettingsPageName | CollectionPageName]: () => Promise<SettingsPageComponent>;
} = {
  greetings: async () =>
    (await import('../../features/greetings/components/greetings-page.tsx')).GreetingsPage,
  xp: async () => (await import('../../features/xp/components/xp-page.tsx')).XpPage,
  roles: async () => (await import('../../features/roles/components/roles-page.tsx')).RolesPage,
  vcalerts: async () => (await import('../../features/vcalerts/components/vcalerts-page.tsx')).VcAlertsPage,
  boosts: async () => (await import('../../features/boosts/components/boosts-page.tsx')).BoostsPage,
  // Moderation pages, under the moderation menu: one chunk with their texts.
  antispam: async () => (await moderation()).AntispamPage,
  warnings: async () => (await moderation()).WarningsPage,
  banappeals: async () => (await moderation()).BanAppealsPage,
  pings: async () => (await moderation()).PingsPage,
  logs: async () => (await moderation()).LogsPage,
  // Collection pages (docs/settings-pages.md).
  autovc: async () => (await import('../../features/autovc/components/autovc-page.tsx')).AutovcPage,
  surveys: async () => (await import('../../features/surveys/components/surveys-page.tsx')).SurveysPage,
  lotteries: async () =>
    (await import('../../features/lotteries/components/lotteries-page.tsx')).LotteriesPage,
};

/** /dashboard/servers/{id}/{page} (moderation pages: …/moderation/{page}): the page's screen, fresh for each server. */
export async function loadSettingsRoute(page: SettingsPageName | CollectionPageName) {
  const Page = await SETTINGS_SCREENS[page]();
  function SettingsRoute() {
    const { id = '' } = useParams();
    // A new server gets a fresh page: its own saved and working copies.
    return <Page key={id} id={id} />;
  }
  return { Component: SettingsRoute };
}
