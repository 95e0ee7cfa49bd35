import { ProfileHub } from '../../features/profile/components/profile-hub.tsx';
import { SignInWithServers } from './sign-in-with-servers.tsx';
import { useSession } from '../../lib/session/session-store.ts';

export function ProfileRoute() {
  // The guard only renders this with a user; null covers the instant logout clears it.
  const { user } = useSession();
  return user && <ProfileHub user={user} signIn={<SignInWithServers />} />;
}
