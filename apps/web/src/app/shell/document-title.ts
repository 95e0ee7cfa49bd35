import { useEffect } from 'react';
import { useMatches, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useServerName } from '../../lib/server-names.ts';

/** A key of the main texts naming the page (document-title.test.ts checks each exists in both languages). */
export type TitleKey = string;

/** A route's handle: what the browser tab calls its page. */
export interface TitleHandle {
  /** null: a page named by its server, or by the app alone. */
  title: TitleKey | null;
}

export const title = (key: TitleKey | null): TitleHandle => ({ title: key });

const isTitleHandle = (handle: unknown): handle is TitleHandle =>
  typeof handle === 'object' && handle !== null && 'title' in handle;

/** The tab's title as parts: page, server, app (`XP System · Star Lounge · Hoshi`). */
export function documentTitle(parts: readonly (string | null | undefined)[]): string {
  return parts.filter((part): part is string => Boolean(part)).join(' · ');
}

/**
 * Names the browser tab after the deepest route with a title, the server it belongs to and the
 * app, in the interface language; it follows navigation, a language switch and a server's name
 * arriving.
 */
export function useDocumentTitle() {
  const { t, i18n } = useTranslation();
  const matches = useMatches();
  const { id } = useParams();
  const serverName = useServerName(id);
  const handle = matches.map((match) => match.handle).findLast(isTitleHandle);
  const page = handle?.title ? t(handle.title as 'common.appName') : null;
  const text = documentTitle([page, id ? (serverName ?? t('server.unknown')) : null, t('common.appName')]);
  useEffect(() => {
    document.title = text;
  }, [text, i18n.language]);
}
