import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../testing/render.tsx';
import { ErrorFallback, RouteErrorFallback } from './error-fallback.tsx';
import { AppErrorBoundary } from './app-error-boundary.tsx';

function Broken(): never {
  throw new Error('boom');
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('error fallback', () => {
  it('shows "I\'m so sleepy" and the image "Something went wrong"', () => {
    renderRoutes([{ path: '/', element: <ErrorFallback /> }]);
    expect(screen.getByRole('heading', { name: "I'm so sleepy" })).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'Something went wrong' });
    expect(image.getAttribute('src')).toMatch(/^\/images\//);
  });

  it('replaces a route that throws while rendering, and logs the error', async () => {
    renderRoutes([{ path: '/', element: <Broken />, errorElement: <RouteErrorFallback /> }]);
    expect(await screen.findByText("I'm so sleepy")).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Route failed to render', expect.any(Error));
  });

  it('catches errors outside the routes with the top-level boundary', () => {
    renderRoutes([
      {
        path: '/',
        element: (
          <AppErrorBoundary>
            <Broken />
          </AppErrorBoundary>
        ),
      },
    ]);
    expect(screen.getByText("I'm so sleepy")).toBeInTheDocument();
  });
});
