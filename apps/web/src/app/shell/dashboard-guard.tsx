import { Navigate, Outlet } from 'react-router';
import { Loader } from '../../components/loader.tsx';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../lib/session/session-store.ts';
import { SessionEnded } from './session-ended.tsx';

/**
 * docs/product.md#navigation-and-shell: a loader until the first session check ends, then the page or home. A session
 * that ended while a page was open keeps the person where they were, offering to sign in again.
 */
export function DashboardGuard() {
  const { authLoaded, user, expired } = useSession();
  if (!authLoaded) return <Loader />;
  if (!user && expired) return <SessionEnded />;
  if (!user) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
