import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  declaredChannelRule,
  surveyCreate,
  createDefaults,
  SURVEY_QUESTIONS,
  type Channel,
  type Role,
  type Survey,
} from '@hoshi/contracts';
import { Field } from '../../../components/field.tsx';
import { Icon } from '../../../components/icon.tsx';
import { ChannelPicker } from '../../../components/pickers/channel-picker.tsx';
import { channelWarning } from '../../../components/pickers/channel-options.ts';
import { CollectionTabs } from '../../../components/settings/collection-tabs.tsx';
import { CreateActions, EditActions } from '../../../components/settings/collection-actions.tsx';
import { ItemList } from '../../../components/settings/item-list.tsx';
import type { CollectionController } from '../../../components/settings/use-collection.ts';
import { useCollectionEditor } from '../../../components/settings/use-collection-editor.ts';
import { SurveyFields, type SurveyFieldValues } from './survey-fields.tsx';
import { SurveyResponses } from './survey-responses.tsx';

interface SurveysEditorProps {
  guildId: string;
  collection: CollectionController<'surveys'>;
  channels: Channel[];
  roles: Role[];
}

const fieldsOf = ({
  id: _id,
  version: _version,
  location: _location,
  ...fields
}: Survey): SurveyFieldValues => fields;

const questionsOf = (s: Survey) => SURVEY_QUESTIONS.filter((q) => s[q].trim() !== '').length;

/** Where a survey is posted: a text channel Hoshi can send in (its declared rule). */
const LOCATION_RULE = declaredChannelRule(surveyCreate.shape.location);

/**
 * docs/product.md#surveys: why Hoshi can no longer post or edit a survey's post — its channel
 * deleted, or Hoshi no longer let see or send there — or null.
 */
function postProblem(
  survey: Survey,
  channels: readonly Channel[],
): 'gone' | 'cannotView' | 'cannotSend' | null {
  if (survey.location === null) return null;
  const channel = channels.find((c) => c.id === survey.location);
  return channel ? channelWarning(channel, LOCATION_RULE) : 'gone';
}

/** A blank create form (a lottery's finish is counted from now). */
const freshSurvey = () => createDefaults('surveys', Date.now());

/** docs/product.md#surveys: create and edit tabs, the list with count/max, delete with confirmation. */
export function SurveysEditor({ guildId, collection, channels, roles }: SurveysEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const editor = useCollectionEditor(collection, {
    fresh: freshSurvey,
    fieldsOf,
  });
  const { create, edit, current } = editor;
  const surveys = Object.values(collection.items);

  const count = (
    <p className="collection-count">
      {t('surveys.count', { count: surveys.length, max: collection.data.info.surveyMax })}
    </p>
  );

  const createPanel = (
    <div className="settings-fields">
      {count}
      <SurveyFields value={create.value} channels={channels} roles={roles} onChange={create.set} />
      <Field htmlFor={`${id}-location`} label={t('surveys.location')}>
        <ChannelPicker
          inputId={`${id}-location`}
          channels={channels}
          field={surveyCreate.shape.location}
          value={create.value.location}
          onChange={(location) => create.set((v) => ({ ...v, location }))}
        />
      </Field>
      <CreateActions editor={editor} busy={collection.busy} label={t('surveys.create')} alwaysSave />
    </div>
  );

  const editPanel = (
    <div className="settings-fields">
      {count}
      <ItemList
        label={t('surveys.list')}
        empty={t('surveys.none')}
        selected={editor.selected}
        onSelect={editor.select}
        items={surveys.map((s) => ({
          id: s.id,
          label: s.title,
          detail: postProblem(s, channels)
            ? `${t('surveys.questionCount', { count: questionsOf(s) })} · ${t('surveys.notPostable')}`
            : t('surveys.questionCount', { count: questionsOf(s) }),
          mark: (
            <span className="state-mark state-mark--active">
              <Icon name="poll" size={18} />
            </span>
          ),
        }))}
      />
      {current && edit.value && (
        <>
          <PostProblem survey={current} channels={channels} />
          <SurveyFields
            value={edit.value}
            channels={channels}
            roles={roles}
            onChange={(update) => edit.set((v) => v && update(v))}
          />
          <EditActions editor={editor} busy={collection.busy} deleteLabel={t('surveys.delete')} />
          <SurveyResponses key={current.id} guildId={guildId} surveyId={current.id} />
        </>
      )}
    </div>
  );

  return (
    <CollectionTabs
      editor={editor}
      label={t('surveys.tabsLabel')}
      tabLabels={{ create: t('surveys.tabs.create'), edit: t('surveys.tabs.edit') }}
      createPanel={createPanel}
      editPanel={editPanel}
      confirmTexts={(pending) => ({
        title: t('surveys.confirm.deleteTitle'),
        text: t('surveys.confirm.delete', {
          title: collection.items[pending.id]?.title || t('collections.untitled'),
        }),
        confirmLabel: t('surveys.delete'),
      })}
    />
  );
}

/** What stops Hoshi posting the survey, said where the admin edits it. */
function PostProblem({ survey, channels }: { survey: Survey; channels: readonly Channel[] }) {
  const { t } = useTranslation();
  const problem = postProblem(survey, channels);
  if (!problem) return null;
  const name = channels.find((c) => c.id === survey.location)?.name ?? '';
  return (
    <p className="field-warning" role="status">
      <Icon name="alert" size={16} />
      <span>
        {problem === 'gone' ? t('surveys.channelGone') : t('surveys.cannotPost', { channel: name })}
      </span>
    </p>
  );
}
