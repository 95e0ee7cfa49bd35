import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CHANNEL_TYPES,
  autovcCreate,
  createDefaults,
  type AutovcEntry,
  type Channel,
} from '@hoshi/contracts';
import { Field } from '../../../components/field.tsx';
import { ChannelPicker } from '../../../components/pickers/channel-picker.tsx';
import { CollectionTabs } from '../../../components/settings/collection-tabs.tsx';
import { CreateActions, EditActions } from '../../../components/settings/collection-actions.tsx';
import type { CollectionController } from '../../../components/settings/use-collection.ts';
import { useCollectionEditor } from '../../../components/settings/use-collection-editor.ts';
import { guildChannelsQuery } from '../../../lib/api/guild-objects.ts';
import { RoomFieldset, type RoomFields } from './room-fields.tsx';

interface AutovcEditorProps {
  guildId: string;
  collection: CollectionController<'autovc'>;
  channels: Channel[];
}

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
 * docs/product.md#auto-voice-channels: create (an unconfigured voice channel, or a new one by name and category) and
 * edit (a configured entry), each with the room fields, Undo and Save; tab badges mark unsaved
 * changes, and switching tabs closes the variables tooltip. An entry can be deleted after a
 * confirmation: Hoshi stops making rooms from it, the voice channel stays.
 */
export function AutovcEditor({ guildId, collection, channels }: AutovcEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const boostTier = collection.data.info.boostTier;
  const entries = Object.values(collection.items);

  const editor = useCollectionEditor(collection, {
    // The room name a new entry starts with is worded in the admin's language.
    fresh: () => ({ ...createDefaults('autovc', Date.now()), roomName: t('autovc.defaultRoomName') }),
    fieldsOf: roomOf,
    texts: {
      create: {
        loading: t('autovc.creating'),
        success: t('autovc.created'),
        error: t('autovc.createFailed'),
      },
      edit: { loading: t('autovc.editing'), success: t('autovc.edited'), error: t('autovc.editFailed') },
    },
    // docs/product.md#auto-voice-channels: the new entry joins the list (and a created channel the channel list).
    created: (entry, body) => {
      if (body.channel !== null) return;
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
    },
  });
  const { tab, create, edit, current } = editor;

  const free = channels.filter(
    (c) => c.type === CHANNEL_TYPES.voice && !Object.hasOwn(collection.items, c.id),
  );

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
      <CreateActions editor={editor} busy={collection.busy} label={t('autovc.create')} />
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
          value={editor.selected}
          onChange={editor.select}
        />
      </Field>
      {current && edit.value && (
        <>
          <RoomFieldset
            key={tab}
            value={edit.value}
            boostTier={boostTier}
            onChange={(patch) => edit.set((v) => v && { ...v, ...patch })}
          />
          <EditActions editor={editor} busy={collection.busy} deleteLabel={t('autovc.delete')} />
        </>
      )}
    </div>
  );

  return (
    <CollectionTabs
      editor={editor}
      label={t('autovc.tabsLabel')}
      tabLabels={{ create: t('autovc.tabs.create'), edit: t('autovc.tabs.edit') }}
      createPanel={createPanel}
      editPanel={editPanel}
      confirmTexts={(pending) => ({
        title: t('autovc.confirm.deleteTitle'),
        text: t('autovc.confirm.delete', { name: collection.items[pending.id]?.name ?? '' }),
        confirmLabel: t('autovc.delete'),
      })}
    />
  );
}
