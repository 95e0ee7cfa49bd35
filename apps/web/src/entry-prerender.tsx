import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Language } from '@hoshi/contracts';
import { AppProvider } from './app/provider.tsx';
import { routes } from './app/router.tsx';
import { documentTitle, type TitleHandle } from './app/shell/document-title.ts';
import { i18n, loadLanguage } from './lib/i18n/i18n.ts';

/** A public page's first paint in one language: the same tree the browser then hydrates. */
export async function prerender(
  url: string,
  language: Language,
): Promise<{ html: string; title: string; description: string }> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} answered ${context.status}, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProvider>
        {/* No hydration data script: the CSP allows no inline script, and these pages load none. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  const handle = context.matches
    .map((match) => match.route.handle as unknown)
    .findLast((h): h is TitleHandle => typeof h === 'object' && h !== null && 'title' in h);
  // i18next's t() takes no union of keys: the cast picks one overload, which the rule reads as a no-op.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
  const page = handle?.title ? i18n.t(handle.title as 'common.appName') : null;
  return {
    html,
    title: documentTitle([page, i18n.t('common.appName')]),
    description: i18n.t('meta.description'),
  };
}
