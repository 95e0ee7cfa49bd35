import { Outlet, useParams } from 'react-router';
import { ServerMenu } from '../../components/server-menu/server-menu.tsx';
import { paths } from '../../config/paths.ts';
import { mayOpen } from '../../lib/access.ts';
import { useCallerAccess } from '../../lib/api/caller-access.ts';
import { SERVER_MENU_ENTRIES } from './server-menu/menu-entries.ts';

/** A server's pages below its hub: the server menu beside (or above) the page. */
export function ServerLayout() {
  const { id = '' } = useParams();
  // A member by grant sees the pages of their groups only (docs/product.md#access-for-roles); a
  // member the server's pages refuse (403), reaching their inventory, sees only that.
  const access = useCallerAccess(id);
  const entries = SERVER_MENU_ENTRIES.filter((entry) => mayOpen(access, entry.path));
  return (
    <div className="server-layout">
      <ServerMenu entries={entries} base={paths.dashboard.server.href(id)} />
      <div className="server-layout__page">
        <Outlet />
      </div>
    </div>
  );
}
