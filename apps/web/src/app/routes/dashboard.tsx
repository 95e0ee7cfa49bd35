import { ServerList } from '../../features/guilds/components/server-list.tsx';
import { SignInWithServers } from './sign-in-with-servers.tsx';
import { useSession } from '../../lib/session/session-store.ts';

export function DashboardRoute() {
  // The guard only renders this with a user; null covers the instant logout clears it.
  const { user } = useSession();
  return user && <ServerList user={user} signIn={<SignInWithServers />} />;
}
