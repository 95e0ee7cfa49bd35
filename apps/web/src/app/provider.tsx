import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MotionConfig } from 'motion/react';
import { Toaster } from 'react-hot-toast';
import { i18n } from '../lib/i18n/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { toasterContainerStyle, toasterOptions } from '../lib/toast.ts';
import { AppErrorBoundary } from './shell/app-error-boundary.tsx';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          {/* Visitors who ask for less motion get fades without the zoom. */}
          <MotionConfig reducedMotion="user">{children}</MotionConfig>
          <Toaster
            position="top-center"
            containerStyle={toasterContainerStyle}
            toastOptions={toasterOptions}
          />
        </QueryClientProvider>
      </AppErrorBoundary>
    </I18nextProvider>
  );
}
