import type { ComponentType } from 'react';
import type { User } from '@hoshi/contracts';
import { loadProfileTexts } from '../../features/profile/texts.ts';
import { useSession } from '../../lib/session/session-store.ts';

/** A profile subpage's route: its texts and code load together; the page is the signed-in user's. */
async function profileRoute(load: () => Promise<ComponentType<{ user: User }>>) {
  const [Page] = await Promise.all([load(), loadProfileTexts()]);
  function ProfileSubpageRoute() {
    // The guard only renders this with a user; null covers the instant logout clears it.
    const { user } = useSession();
    return user && <Page key={user.id} user={user} />;
  }
  return { Component: ProfileSubpageRoute };
}

export const loadAchievementsRoute = () =>
  profileRoute(
    async () => (await import('../../features/profile/components/achievements-page.tsx')).AchievementsPage,
  );
export const loadCardsRoute = () =>
  profileRoute(async () => (await import('../../features/profile/components/cards-page.tsx')).CardsPage);
export const loadPetsRoute = () =>
  profileRoute(async () => (await import('../../features/profile/components/pets-page.tsx')).PetsPage);
