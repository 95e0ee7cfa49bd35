import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ACTION_THROTTLE_MS,
  CHANNEL_TYPES,
  autovcCreate,
  createDefaults,
  type AutovcEntry,
  type Channel,
} from '@hoshi/contracts';
import { Field } from '../../../components/field.tsx';
import { ChannelPicker } from '../../../components/pickers/channel-picker.tsx';
import { ItemActions } from '../../../components/settings/item-actions.tsx';
import { LeaveGuard } from '../../../components/settings/leave-guard.tsx';
import type { CollectionController } from '../../../components/settings/use-collection.ts';
import { useItemForm } from '../../../components/settings/use-item-form.ts';
import { Tabs } from '../../../components/tabs.tsx';
import { guildChannelsQuery } from '../../../lib/api/guild-objects.ts';
import { notify } from '../../../lib/toast.ts';
import { useThrottledAction } from '../../../lib/use-throttled-action.ts';
import { RoomFieldset, type RoomFields } from './room-fields.tsx';

interface AutovcEditorProps {
  guildId: string;
  collection: CollectionController<'autovc'>;
  channels: Channel[];
}

type Tab = 'create' | 'edit';

const roomOf = ({ roomName, limit, audio, position }: RoomFields): RoomFields => ({
  roomName,
  limit,
  audio,
  position,
});

/** An entry as a picker option, so the edit picker lists it even if its channel is gone. */
const asChannel = (entry: AutovcEntry, channels: Channel[]): Channel =>
  channels.find((c) => c.id === entry.id) ?? {
    id: entry.id,
    name: entry.name,
    type: CHANNEL_TYPES.voice,
    parentId: entry.category,
    position: 0,
    bot: { view: true, send: true },
  };

/**
 * spec 001 §2: create (an unconfigured voice channel, or a new one by name and category) and
 * edit (a configured entry), each with the room fields, Undo and Save; tab badges mark unsaved
 * changes, and switching tabs closes the variables tooltip.
 */
export function AutovcEditor({ guildId, collection, channels }: AutovcEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const [tab, setTab] = useState<Tab>('create');
  const boostTier = collection.data.info.boostTier;
  const entries = Object.values(collection.items);

  // The room name a new entry starts with is worded in the admin's language.
  const fresh = () => ({ ...createDefaults('autovc', Date.now()), roomName: t('autovc.defaultRoomName') });
  const create = useItemForm(fresh);
  const [editing, setEditing] = useState<string | null>(null);
  const edit = useItemForm<RoomFields | null>(() => null);

  const free = channels.filter(
    (c) => c.type === CHANNEL_TYPES.voice && !Object.hasOwn(collection.items, c.id),
  );

  const { run: submitCreate } = useThrottledAction(() => {
    if (collection.busy) return;
    const body = create.value;
    void collection
      .create(body, {
        loading: t('autovc.creating'),
        success: t('autovc.created'),
        error: t('autovc.createFailed'),
      })
      .then((entry) => {
        if (!entry) return;
        // spec 001 §4: the new entry joins the list (and a created channel the channel list).
        if (body.channel === null)
          client.setQueryData(guildChannelsQuery(guildId).queryKey, (old) =>
            old?.some((c) => c.id === entry.id)
              ? old
              : [
                  ...(old ?? []),
                  {
                    id: entry.id,
                    name: entry.name,
                    type: CHANNEL_TYPES.voice,
                    parentId: entry.category,
                    position: Number.MAX_SAFE_INTEGER,
                    bot: { view: true, send: true },
                  },
                ],
          );
        create.reset(fresh());
      });
  }, ACTION_THROTTLE_MS);

  const { run: submitEdit } = useThrottledAction(() => {
    const current = editing ? collection.items[editing] : undefined;
    if (collection.busy || !current || !edit.value) return;
    if (!edit.dirty) {
      notify.info(t('toast.noChanges'));
      return;
    }
    void collection
      .edit(
        current.id,
        { ...edit.value, version: current.version },
        { loading: t('autovc.editing'), success: t('autovc.edited'), error: t('autovc.editFailed') },
      )
      .then((saved) => saved && edit.reset(roomOf(saved)));
  }, ACTION_THROTTLE_MS);

  const pick = (entryId: string | null) => {
    setEditing(entryId);
    const entry = entryId ? collection.items[entryId] : undefined;
    edit.reset(entry ? roomOf(entry) : null);
  };

  const createPanel = (
    <div className="settings-fields">
      <p className="settings-intro">{t('autovc.createIntro')}</p>
      <Field htmlFor={`${id}-channel`} label={t('autovc.channel')} hint={t('autovc.channelHint')}>
        <ChannelPicker
          inputId={`${id}-channel`}
          channels={free}
          field={autovcCreate.shape.channel}
          value={create.value.channel}
          onChange={(channel) => create.set((v) => ({ ...v, channel }))}
        />
      </Field>
      {create.value.channel === null && (
        <>
          <Field htmlFor={`${id}-name`} label={t('autovc.newName')}>
            <input
              id={`${id}-name`}
              className="input"
              maxLength={100}
              value={create.value.name}
              onChange={(event) => create.set((v) => ({ ...v, name: event.target.value }))}
            />
          </Field>
          <Field htmlFor={`${id}-category`} label={t('autovc.category')}>
            <ChannelPicker
              inputId={`${id}-category`}
              channels={channels}
              field={autovcCreate.shape.category}
              value={create.value.category}
              onChange={(category) => create.set((v) => ({ ...v, category }))}
            />
          </Field>
        </>
      )}
      <RoomFieldset
        key={tab}
        value={create.value}
        boostTier={boostTier}
        onChange={(patch) => create.set((v) => ({ ...v, ...patch }))}
      />
      <ItemActions
        dirty={create.dirty}
        busy={collection.busy}
        isCreate
        saveLabel={t('autovc.create')}
        onUndo={create.undo}
        onSave={submitCreate}
      />
    </div>
  );

  const editPanel = (
    <div className="settings-fields">
      <Field
        htmlFor={`${id}-entry`}
        label={t('autovc.entry')}
        hint={t('autovc.entryHint', { count: entries.length })}
      >
        <ChannelPicker
          inputId={`${id}-entry`}
          channels={entries.map((e) => asChannel(e, channels))}
          field={autovcCreate.shape.channel}
          value={editing}
          onChange={pick}
        />
      </Field>
      {edit.value && (
        <>
          <RoomFieldset
            key={tab}
            value={edit.value}
            boostTier={boostTier}
            onChange={(patch) => edit.set((v) => v && { ...v, ...patch })}
          />
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

  return (
    <>
      <Tabs
        label={t('autovc.tabsLabel')}
        selected={tab}
        onSelect={(next) => setTab(next === 'edit' ? 'edit' : 'create')}
        tabs={[
          { id: 'create', label: t('autovc.tabs.create'), badge: create.dirty, panel: createPanel },
          { id: 'edit', label: t('autovc.tabs.edit'), badge: edit.dirty, panel: editPanel },
        ]}
      />
      <LeaveGuard when={create.dirty || edit.dirty} />
    </>
  );
}
