import { AntispamPage } from './components/antispam-page.tsx';
import { BanAppealsPage } from './components/banappeals-page.tsx';
import { LogsPage } from './components/logs-page.tsx';
import { PingsPage } from './components/pings-page.tsx';
import { WarningsPage } from './components/warnings-page.tsx';
import { loadModerationTexts } from './texts.ts';

/** The five moderation screens, once their texts are there (one chunk for the five pages). */
export async function loadModerationScreens() {
  await loadModerationTexts();
  return { AntispamPage, WarningsPage, BanAppealsPage, PingsPage, LogsPage };
}
