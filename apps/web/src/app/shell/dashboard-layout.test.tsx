import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useToasterWanted } from '../../lib/toast-host.ts';
import { renderRoutes } from '../../testing/render.tsx';
import { DashboardLayout } from './dashboard-layout.tsx';

function ToasterProbe() {
  return <p data-testid="toaster">{useToasterWanted() ? 'loading' : 'not wanted'}</p>;
}

describe('the dashboard layout', () => {
  it('starts loading the toaster with the dashboard, before the first save asks for it', async () => {
    renderRoutes([{ path: '/', element: <ToasterProbe /> }], ['/']);
    expect(screen.getByTestId('toaster')).toHaveTextContent('not wanted');
    renderRoutes(
      [
        {
          path: '/dashboard',
          element: (
            <>
              <DashboardLayout />
              <ToasterProbe />
            </>
          ),
        },
      ],
      ['/dashboard'],
    );
    await waitFor(() =>
      expect(screen.getAllByTestId('toaster').map((p) => p.textContent)).toEqual(['loading', 'loading']),
    );
  });
});
