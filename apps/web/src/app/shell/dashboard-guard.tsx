import { Navigate, Outlet } from 'react-router';
import { Loader } from '../../components/loader.tsx';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../lib/session/session-store.ts';

/** spec 000 §2: a loader until the first session check ends, then the page or home. */
export function DashboardGuard() {
  const { authLoaded, user } = useSession();
  if (!authLoaded) return <Loader />;
  if (!user) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
