import { lazy, Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n/i18n.ts';
import { useToasterWanted } from '../lib/toast-host.ts';
import { AppErrorBoundary } from './shell/app-error-boundary.tsx';

const AppToaster = lazy(() => import('./shell/toaster.tsx'));

function ToastHost() {
  return useToasterWanted() ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <AppErrorBoundary>
        {children}
        <ToastHost />
      </AppErrorBoundary>
    </I18nextProvider>
  );
}
