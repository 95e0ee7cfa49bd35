import { Outlet, useParams } from 'react-router';
import { ServerMenu } from '../../components/server-menu/server-menu.tsx';
import { paths } from '../../config/paths.ts';
import { SERVER_MENU_ENTRIES } from './server-menu/menu-entries.ts';

/** A server's pages below its hub: the server menu beside (or above) the page. */
export function ServerLayout() {
  const { id = '' } = useParams();
  return (
    <div className="server-layout">
      <ServerMenu entries={SERVER_MENU_ENTRIES} base={paths.dashboard.server.href(id)} />
      <div className="server-layout__page">
        <Outlet />
      </div>
    </div>
  );
}
