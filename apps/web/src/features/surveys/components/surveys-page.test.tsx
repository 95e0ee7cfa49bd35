import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SURVEY_CREATE_DEFAULTS, type Survey } from '@hoshi/contracts';
import { DEMO } from '@hoshi/discord-emulator';
import { CollectionStore, recordSurveyResponse } from '@hoshi/db';
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

/** A survey created as akari through the API (posted in the default location). */
async function createSurvey(title: string, question1: string): Promise<Survey> {
  const token = sessionStore.get().accessToken ?? '';
  const created = await server().app.inject({
    method: 'POST',
    url: `/api/save/guilds/${GUILD}/surveys`,
    headers: { authorization: `Bearer ${token}` },
    payload: { ...SURVEY_CREATE_DEFAULTS, title, question1, token },
  });
  expect(created.statusCode, created.body).toBe(200);
  return created.json<{ data: Survey }>().data;
}

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

  it('says so where a survey is edited when Hoshi can no longer post in its channel', async () => {
    const survey = await createSurvey('Posted, then muted', 'Why?');
    // Saved where Hoshi could post; #announcements is where it may not send (the demo's overwrite),
    // as a channel becomes when a moderator takes Send Messages from Hoshi later.
    await new CollectionStore(server().app.db).replace(
      GUILD,
      'surveys',
      { userId: DEMO.users.akari, grant: null },
      survey.version,
      { ...survey, location: DEMO.channels.announcementsA },
      'edit',
    );
    await renderSurveys();
    await user.click(screen.getByRole('tab', { name: 'Edit' }));
    const item = await screen.findByRole('button', { name: /Posted, then muted/ });
    expect(item).toHaveTextContent("Hoshi can't post it");
    expect(screen.queryByText(/Hoshi can't post in #announcements/)).not.toBeInTheDocument();
    await user.click(item);
    expect(await screen.findByText(/Hoshi can't post in #announcements any more/)).toBeInTheDocument();
  });

  it('a survey opens its answers, newest first, each question with its answer, narrowed to a member', async () => {
    const survey = await createSurvey('Answers wanted', 'Favourite star?');
    const answer = (id: string, userId: string, username: string, text: string, at: number) =>
      recordSurveyResponse(server().app.db, {
        id,
        guildId: GUILD,
        surveyId: survey.id,
        userId,
        username,
        avatar: null,
        answers: [{ question: 'Favourite star?', answer: text }],
        nowMs: at,
      });
    await answer('1300000000000000001', DEMO.users.mika, 'mika', 'Vega', Date.UTC(2026, 0, 1));
    await answer('1300000000000000002', DEMO.users.sora, 'sora', 'スピカ', Date.UTC(2026, 0, 2));
    await renderSurveys();
    await user.click(screen.getByRole('tab', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: /Answers wanted/ }));
    const answers = within(await screen.findByRole('region', { name: 'Answers' }));
    await waitFor(() => expect(answers.getAllByRole('listitem')).toHaveLength(2));
    expect(answers.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^sora.*Favourite star\?スピカ$/),
      expect.stringMatching(/^mika.*Favourite star\?Vega$/),
    ]);
    await user.selectOptions(answers.getByRole('combobox', { name: 'Member' }), 'mika');
    await waitFor(() => expect(answers.getAllByRole('listitem')).toHaveLength(1));
    expect(answers.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
  });
});
