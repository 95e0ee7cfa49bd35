import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Survey, SurveyCreate } from '@hoshi/contracts';
import { http } from '../../../lib/http.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { pathOf, stubAdapter } from '../../../testing/axios-stub.ts';
import { GUILD_ID, channels, publicConfig, roles } from '../../../testing/fixtures.ts';
import { renderAt } from '../../../testing/render.tsx';
import { SurveysPage } from './surveys-page.tsx';

const originalAdapter = http.defaults.adapter;
let creates: SurveyCreate[];

beforeEach(() => {
  creates = [];
  sessionStore.set({ accessToken: 'tok' });
  http.defaults.adapter = stubAdapter((config) => {
    const path = pathOf(config);
    if (path === '/config') return { status: 200, data: publicConfig };
    if (path === `/guilds/${GUILD_ID}/channels`) return { status: 200, data: channels };
    if (path === `/guilds/${GUILD_ID}/roles`) return { status: 200, data: roles };
    if (path === `/guilds/${GUILD_ID}/info/surveys`)
      return {
        status: 200,
        data: { id: GUILD_ID, name: 'Star Lounge', icon: null, settings: {}, surveyCount: 0, surveyMax: 10 },
      };
    const { token: _token, ...body } = JSON.parse(String(config.data)) as SurveyCreate & { token: string };
    creates.push(body);
    const survey: Survey = { id: `71000000000000000${creates.length}`, version: 1, ...body };
    return { status: 200, data: { data: survey } };
  });
});

afterEach(() => {
  http.defaults.adapter = originalAdapter;
  sessionStore.reset();
});

async function renderSurveys() {
  renderAt(`/dashboard/servers/${GUILD_ID}/surveys`, <SurveysPage id={GUILD_ID} />);
  return within(await screen.findByRole('tabpanel', { name: 'Create' }));
}

const pickChannel = (input: HTMLElement, name: RegExp) => {
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name }));
};

describe('surveys', () => {
  it('a forum as the response location offers thread only, and author or hide author (hidden by default)', async () => {
    const create = await renderSurveys();
    expect(create.getByRole('radio', { name: 'Ticket' })).toBeInTheDocument();
    pickChannel(create.getByLabelText('Response location'), /ideas/);
    expect(create.getByRole('radio', { name: 'Thread' })).toBeChecked();
    expect(create.queryByRole('radio', { name: 'Ticket' })).not.toBeInTheDocument();
    expect(create.getByRole('radio', { name: 'Hide author' })).toBeChecked();
    expect(create.getByRole('radio', { name: 'Show author' })).not.toBeChecked();
    expect(create.queryByRole('radio', { name: 'Compact' })).not.toBeInTheDocument();
  });

  it('create always allows saving; the list and the count follow', async () => {
    const create = await renderSurveys();
    expect(create.getByText('0/10')).toBeInTheDocument();
    const button = create.getByRole('button', { name: 'Create' });
    expect(button).toHaveAttribute('aria-disabled', 'false');
    fireEvent.click(button);
    await waitFor(() => expect(creates).toHaveLength(1));
    expect(creates[0]).toMatchObject({ title: '', style: 'regular', display: 'regular' });
    await waitFor(() => expect(create.getByText('1/10')).toBeInTheDocument());
    fireEvent.click(screen.getByRole('tab', { name: 'Edit' }));
    expect(screen.getByRole('button', { name: /\(untitled\)/ })).toBeInTheDocument();
  });
});
