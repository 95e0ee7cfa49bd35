import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Survey } from '@hoshi/contracts';
import { DEMO } from '@hoshi/discord-emulator';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { realServerPerFile } from '../../../testing/real-server.ts';
import { renderAt } from '../../../testing/render.tsx';
import { SurveysPage } from './surveys-page.tsx';

const GUILD = DEMO.guilds.A;
const server = realServerPerFile();
let user: ReturnType<typeof userEvent.setup>;

interface SurveysAnswer {
  settings: Record<string, Survey>;
  surveyCount: number;
  surveyMax: number;
}
const surveys = () => server().get<SurveysAnswer>(`/api/guilds/${GUILD}/info/surveys`);

beforeEach(async () => {
  user = userEvent.setup();
  await server().signInAs(DEMO.users.akari);
});

afterEach(() => {
  sessionStore.reset();
});

async function renderSurveys() {
  renderAt(`/dashboard/servers/${GUILD}/surveys`, <SurveysPage id={GUILD} />);
  return within(await screen.findByRole('tabpanel', { name: 'Create' }));
}

describe('surveys', () => {
  it('a forum as the response location offers thread only, and author or hide author (hidden by default)', async () => {
    const create = await renderSurveys();
    expect(create.getByRole('radio', { name: 'Ticket' })).toBeInTheDocument();
    // Star Lounge's "ideas" is a forum channel in the emulator's world.
    await user.click(create.getByRole('combobox', { name: 'Response location' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: /^ideas/ }));
    expect(create.getByRole('radio', { name: 'Thread' })).toBeChecked();
    expect(create.queryByRole('radio', { name: 'Ticket' })).not.toBeInTheDocument();
    expect(create.getByRole('radio', { name: 'Hide author' })).toBeChecked();
    expect(create.getByRole('radio', { name: 'Show author' })).not.toBeChecked();
    expect(create.queryByRole('radio', { name: 'Compact' })).not.toBeInTheDocument();
  });

  it('create always allows saving; the list and the count follow', async () => {
    const before = await surveys();
    const create = await renderSurveys();
    expect(create.getByText(`${before.surveyCount}/${before.surveyMax}`)).toBeInTheDocument();
    const button = create.getByRole('button', { name: 'Create' });
    expect(button).toHaveAttribute('aria-disabled', 'false');
    await user.click(button);
    await waitFor(() =>
      expect(create.getByText(`${before.surveyCount + 1}/${before.surveyMax}`)).toBeInTheDocument(),
    );

    // The server kept one new, untitled survey with the create form's defaults.
    const after = await surveys();
    expect(after.surveyCount).toBe(before.surveyCount + 1);
    const added = Object.values(after.settings).filter((s) => !Object.hasOwn(before.settings, s.id));
    expect(added).toEqual([expect.objectContaining({ title: '', style: 'regular', display: 'regular' })]);

    await user.click(screen.getByRole('tab', { name: 'Edit' }));
    expect(screen.getByRole('button', { name: /\(untitled\)/ })).toBeInTheDocument();
  });
});
