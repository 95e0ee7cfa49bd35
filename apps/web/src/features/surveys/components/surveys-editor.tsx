import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACTION_THROTTLE_MS,
  surveyCreate,
  createDefaults,
  SURVEY_QUESTIONS,
  type Channel,
  type Role,
  type Survey,
} from '@hoshi/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Field } from '../../../components/field.tsx';
import { Icon } from '../../../components/icon.tsx';
import { ChannelPicker } from '../../../components/pickers/channel-picker.tsx';
import { ItemActions } from '../../../components/settings/item-actions.tsx';
import { ItemList } from '../../../components/settings/item-list.tsx';
import { LeaveGuard } from '../../../components/settings/leave-guard.tsx';
import type { CollectionController } from '../../../components/settings/use-collection.ts';
import { useItemForm } from '../../../components/settings/use-item-form.ts';
import { Tabs } from '../../../components/tabs.tsx';
import { notify } from '../../../lib/toast.ts';
import { useThrottledAction } from '../../../lib/use-throttled-action.ts';
import { SurveyFields, type SurveyFieldValues } from './survey-fields.tsx';

interface SurveysEditorProps {
  collection: CollectionController<'surveys'>;
  channels: Channel[];
  roles: Role[];
}

type Tab = 'create' | 'edit';

const fieldsOf = ({
  id: _id,
  version: _version,
  location: _location,
  ...fields
}: Survey): SurveyFieldValues => fields;

const questionsOf = (s: Survey) => SURVEY_QUESTIONS.filter((q) => s[q].trim() !== '').length;

/** spec 001 §2, §4: create and edit tabs, the list with count/max, delete with confirmation. */
export function SurveysEditor({ collection, channels, roles }: SurveysEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const [tab, setTab] = useState<Tab>('create');
  const [selected, setSelected] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<string | null>(null);
  const create = useItemForm(() => createDefaults('surveys', Date.now()));
  const edit = useItemForm<SurveyFieldValues | null>(() => null);
  const surveys = Object.values(collection.items);
  const current = selected ? collection.items[selected] : undefined;
  const saveTexts = { loading: t('toast.saving'), success: t('toast.saved'), error: t('toast.saveFailed') };

  const select = (surveyId: string | null) => {
    setSelected(surveyId);
    const survey = surveyId ? collection.items[surveyId] : undefined;
    edit.reset(survey ? fieldsOf(survey) : null);
  };

  // spec 001 §4: create always allows saving; the list and the count follow the answer.
  const { run: submitCreate } = useThrottledAction(() => {
    if (collection.busy) return;
    void collection.create(create.value, saveTexts).then((survey) => {
      if (survey) create.reset(createDefaults('surveys', Date.now()));
    });
  }, ACTION_THROTTLE_MS);

  const { run: submitEdit } = useThrottledAction(() => {
    if (collection.busy || !current || !edit.value) return;
    if (!edit.dirty) {
      notify.info(t('toast.noChanges'));
      return;
    }
    void collection
      .edit(current.id, { ...edit.value, version: current.version }, saveTexts)
      .then((saved) => saved && edit.reset(fieldsOf(saved)));
  }, ACTION_THROTTLE_MS);

  // spec 001 §8: at most one delete per 2 s.
  const { run: remove } = useThrottledAction((surveyId: string) => {
    void collection
      .remove(surveyId, {
        loading: t('collections.toast.deleting'),
        success: t('collections.toast.deleted'),
        error: t('collections.toast.error'),
      })
      .then((done) => done && select(null));
  }, ACTION_THROTTLE_MS);

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
      <ItemActions
        dirty={create.dirty}
        busy={collection.busy}
        alwaysSave
        saveLabel={t('surveys.create')}
        onUndo={create.undo}
        onSave={submitCreate}
      />
    </div>
  );

  const editPanel = (
    <div className="settings-fields">
      {count}
      <ItemList
        label={t('surveys.list')}
        empty={t('surveys.none')}
        selected={selected}
        onSelect={select}
        items={surveys.map((s) => ({
          id: s.id,
          label: s.title,
          detail: t('surveys.questionCount', { count: questionsOf(s) }),
          mark: (
            <span className="state-mark state-mark--active">
              <Icon name="poll" size={18} />
            </span>
          ),
        }))}
      />
      {current && edit.value && (
        <>
          <SurveyFields
            value={edit.value}
            channels={channels}
            roles={roles}
            onChange={(update) => edit.set((v) => v && update(v))}
          />
          <div className="item-tools">
            <button
              type="button"
              className="button button--danger"
              onClick={() => setConfirmDelete(current.id)}
            >
              <Icon name="trash" size={18} />
              {t('surveys.delete')}
            </button>
          </div>
          <ItemActions
            dirty={edit.dirty}
            busy={collection.busy}
            saveLabel={t('settings.save')}
            onUndo={edit.undo}
            onSave={submitEdit}
          />
        </>
      )}
    </div>
  );

  const title = (confirmDelete && collection.items[confirmDelete]?.title) || t('collections.untitled');
  return (
    <>
      <Tabs
        label={t('surveys.tabsLabel')}
        selected={tab}
        onSelect={(next) => setTab(next === 'edit' ? 'edit' : 'create')}
        tabs={[
          { id: 'create', label: t('surveys.tabs.create'), badge: create.dirty, panel: createPanel },
          { id: 'edit', label: t('surveys.tabs.edit'), badge: edit.dirty, panel: editPanel },
        ]}
      />
      <ConfirmDialog
        open={confirmDelete !== null}
        title={t('surveys.confirm.deleteTitle')}
        text={t('surveys.confirm.delete', { title })}
        confirmLabel={t('surveys.delete')}
        onCancel={() => setConfirmDelete(null)}
        onConfirm={() => {
          setConfirmDelete(null);
          if (confirmDelete) remove(confirmDelete);
        }}
      />
      <LeaveGuard when={create.dirty || edit.dirty} />
    </>
  );
}
