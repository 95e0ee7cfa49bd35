import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NUMBER_FIELDS, type NumberRange } from '@hoshi/contracts';
import { DEMO } from '@hoshi/discord-emulator';
import type { ServerPageName } from '../../config/server-pages.ts';
import { loadModerationTexts } from '../../features/moderation/texts.ts';
import { realServerPerFile } from '../../testing/real-server.ts';
import { renderRoutes } from '../../testing/render.tsx';
import { loadServerPage } from './server-page.tsx';

/**
 * Every typed number field the contracts declare (NUMBER_FIELDS, walked from the registries: a
 * field declared tomorrow is tested tomorrow), on its page as the app routes it: what is typed or
 * pasted is clamped to the declared range as it is typed (docs/product.md#settings-forms, docs/product.md#settings-pages), and the field
 * shows what the form holds.
 */
const GUILD = DEMO.guilds.A;
const server = realServerPerFile();
let user: ReturnType<typeof userEvent.setup>;

const typedFields = [...NUMBER_FIELDS].filter(([, range]) => !range.choice);
const pages = [...new Set(typedFields.map(([path]) => path.split('.')[0] ?? ''))];

beforeAll(() => loadModerationTexts());
beforeEach(async () => {
  user = userEvent.setup();
  await server().signInAs(DEMO.users.akari);
  // A list's fields exist on screen once the list has a row.
  await server().store(GUILD, 'warnings', {
    channel: null,
    role: null,
    regression: 7,
    rules: [{ level: 3, action: 'ban' }],
  });
});

const clamp = (n: number, { min, max }: Pick<NumberRange, 'min' | 'max'>) => Math.min(max, Math.max(min, n));

/** What each entry must leave in a field of `range`; `blank`: a row's number may stay empty. */
const entries = (range: NumberRange, blank: boolean) => [
  { typed: '-3', want: range.absolute ? clamp(3, range) : range.min },
  { typed: '1e9', want: range.max },
  { typed: '7.9', want: clamp(7, range) },
  { typed: 'abc', want: blank ? null : range.min },
  { typed: '', want: blank ? null : range.min },
  { pasted: '1e9', want: range.max },
  // Last, and below every maximum but the smallest: the ping seconds open again after minutes.
  { pasted: '12abc', want: clamp(12, range) },
];

async function enter(input: HTMLInputElement, entry: { typed?: string; pasted?: string }) {
  await user.clear(input);
  if (entry.typed) await user.type(input, entry.typed);
  if (entry.pasted) {
    await user.click(input);
    await user.paste(entry.pasted);
  }
  await user.tab();
}

describe.each(pages)('the %s page', (page) => {
  const declared = typedFields.filter(([path]) => path.startsWith(`${page}.`));

  it('clamps every declared number field as it is typed or pasted', { timeout: 400_000 }, async () => {
    const Page = await loadServerPage(page as ServerPageName);
    renderRoutes([{ path: '/dashboard/servers/:id', element: <Page /> }], [`/dashboard/servers/${GUILD}`]);
    await waitFor(() => expect(document.querySelector('input[data-field]')).not.toBeNull(), {
      timeout: 30_000,
    });

    const seen = new Set<string>();
    const tabs = screen.queryAllByRole('tab');
    for (const tab of tabs.length ? tabs : [null]) {
      if (tab) await user.click(tab);
      for (const input of [...document.querySelectorAll<HTMLInputElement>('input[data-field]')]) {
        const path = input.dataset.field ?? '';
        const range = NUMBER_FIELDS.get(path);
        expect(range, path).toBeDefined();
        if (!range) continue;
        seen.add(path);
        // A field shown in parts (the ping period's minutes and seconds) has the part's range.
        const shown = {
          ...range,
          min: Number(input.getAttribute('aria-valuemin')),
          max: Number(input.getAttribute('aria-valuemax')),
        };
        expect(shown.min, path).toBeGreaterThanOrEqual(range.min);
        expect(shown.max, path).toBeLessThanOrEqual(range.max);
        if (!input.closest('fieldset.time-field')) expect(shown, path).toEqual(range);

        for (const entry of entries(shown, path.includes('*'))) {
          await enter(input, entry);
          const what = `${path} ← ${JSON.stringify(entry)}`;
          expect(input.value, what).toBe(entry.want === null ? '' : String(entry.want));
          expect(input.getAttribute('aria-valuenow'), what).toBe(
            entry.want === null ? null : String(entry.want),
          );
        }
      }
    }
    expect([...seen].sort()).toEqual(declared.map(([path]) => path).sort());
  });
});
