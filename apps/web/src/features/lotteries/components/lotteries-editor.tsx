import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACTION_THROTTLE_MS,
  lotteryCreate,
  createDefaults,
  lotteryActive,
  type Channel,
  type Lottery,
  type Role,
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
import { useNow } from '../../../lib/use-now.ts';
import { useThrottledAction } from '../../../lib/use-throttled-action.ts';
import { actionOf, isLocked } from '../lottery-rules.ts';
import { LotteryFields, type LotteryFieldValues } from './lottery-fields.tsx';

interface LotteriesEditorProps {
  collection: CollectionController<'lotteries'>;
  channels: Channel[];
  roles: Role[];
}

type Tab = 'create' | 'edit';
type Confirm = { kind: 'delete' | 'end' | 'reroll'; id: string } | null;

const fieldsOf = (l: Lottery): LotteryFieldValues => ({
  title: l.title,
  message: l.message,
  message2: l.message2,
  listType: l.listType,
  roles: l.roles,
  finish: l.finish,
  maxWinners: l.maxWinners,
});

/** spec 001 §2, §4: create and edit tabs; end, reroll and delete with confirmations. */
export function LotteriesEditor({ collection, channels, roles }: LotteriesEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const now = useNow();
  const [tab, setTab] = useState<Tab>('create');
  const [selected, setSelected] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const create = useItemForm(() => createDefaults('lotteries', Date.now()));
  const edit = useItemForm<LotteryFieldValues | null>(() => null);
  const lotteries = Object.values(collection.items);
  const current = selected ? collection.items[selected] : undefined;
  const max = collection.data.info.lotteryMax;
  const saveTexts = { loading: t('toast.saving'), success: t('toast.saved'), error: t('toast.saveFailed') };

  const select = (lotteryId: string | null) => {
    setSelected(lotteryId);
    const lottery = lotteryId ? collection.items[lotteryId] : undefined;
    edit.reset(lottery ? fieldsOf(lottery) : null);
  };

  // spec 001 §4: create always allows saving.
  const { run: submitCreate } = useThrottledAction(() => {
    if (collection.busy) return;
    void collection.create(create.value, saveTexts).then((lottery) => {
      if (lottery) create.reset(createDefaults('lotteries', Date.now()));
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

  // spec 001 §8: destructive actions at most once per 2 s.
  const { run: confirmed } = useThrottledAction((action: NonNullable<Confirm>) => {
    if (action.kind === 'delete') {
      void collection
        .remove(action.id, {
          loading: t('collections.toast.deleting'),
          success: t('collections.toast.deleted'),
          error: t('collections.toast.error'),
        })
        .then((done) => done && select(null));
      return;
    }
    const ending = action.kind === 'end';
    void collection
      .act(action.id, {
        loading: t(ending ? 'collections.toast.ending' : 'collections.toast.rerolling'),
        success: t(ending ? 'collections.toast.ended' : 'collections.toast.rerolled'),
        error: t('collections.toast.error'),
      })
      .then((lottery) => {
        // The answer replaces the local lottery; the locked fields follow it.
        if (lottery) edit.reset(fieldsOf(lottery));
      });
  }, ACTION_THROTTLE_MS);

  const count = <p className="collection-count">{t('lotteries.count', { count: lotteries.length, max })}</p>;

  const createPanel = (
    <div className="settings-fields">
      {count}
      <LotteryFields
        value={create.value}
        roles={roles}
        now={now}
        locked={false}
        onChange={(patch) => create.set((v) => ({ ...v, ...patch }))}
      />
      <Field htmlFor={`${id}-location`} label={t('lotteries.location')}>
        <ChannelPicker
          inputId={`${id}-location`}
          channels={channels}
          field={lotteryCreate.shape.location}
          value={create.value.location}
          onChange={(location) => create.set((v) => ({ ...v, location }))}
        />
      </Field>
      <ItemActions
        dirty={create.dirty}
        busy={collection.busy}
        alwaysSave
        saveLabel={t('lotteries.create')}
        onUndo={create.undo}
        onSave={submitCreate}
      />
    </div>
  );

  const editPanel = (
    <div className="settings-fields">
      {count}
      <ItemList
        label={t('lotteries.list')}
        empty={t('lotteries.none')}
        selected={selected}
        onSelect={select}
        items={lotteries.map((l) => {
          const active = lotteryActive(l, now);
          return {
            id: l.id,
            label: l.title,
            detail: t(active ? 'lotteries.active' : 'lotteries.ended'),
            mark: (
              <span className={active ? 'state-mark state-mark--active' : 'state-mark'}>
                <Icon name={active ? 'ticket' : 'trophy'} size={18} />
              </span>
            ),
          };
        })}
      />
      {current && edit.value && (
        <>
          <LotteryFields
            value={edit.value}
            roles={roles}
            now={now}
            savedFinish={current.finish}
            locked={isLocked(current)}
            onChange={(patch) => edit.set((v) => v && { ...v, ...patch })}
          />
          <Winners lottery={current} />
          <div className="item-tools">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setConfirm({ kind: actionOf(current), id: current.id })}
            >
              <Icon name={actionOf(current) === 'end' ? 'flag' : 'refresh'} size={18} />
              {t(`lotteries.${actionOf(current)}`)}
            </button>
            <button
              type="button"
              className="button button--danger"
              onClick={() => setConfirm({ kind: 'delete', id: current.id })}
            >
              <Icon name="trash" size={18} />
              {t('lotteries.delete')}
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

  const title = (confirm && collection.items[confirm.id]?.title) || t('collections.untitled');
  return (
    <>
      <Tabs
        label={t('lotteries.tabsLabel')}
        selected={tab}
        onSelect={(next) => setTab(next === 'edit' ? 'edit' : 'create')}
        tabs={[
          { id: 'create', label: t('lotteries.tabs.create'), badge: create.dirty, panel: createPanel },
          { id: 'edit', label: t('lotteries.tabs.edit'), badge: edit.dirty, panel: editPanel },
        ]}
      />
      <ConfirmDialog
        open={confirm !== null}
        title={confirm ? t(`lotteries.confirm.${confirm.kind}Title`) : ''}
        text={confirm ? t(`lotteries.confirm.${confirm.kind}`, { title }) : ''}
        confirmLabel={confirm ? t(`lotteries.${confirm.kind}`) : ''}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          setConfirm(null);
          if (confirm) confirmed(confirm);
        }}
      />
      <LeaveGuard when={create.dirty || edit.dirty} />
    </>
  );
}

function Winners({ lottery }: { lottery: Lottery }) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <span className="field__label">{t('lotteries.winners')}</span>
      <p className="field__hint">
        {t('lotteries.entrants', { count: lottery.entrants.length })} ·{' '}
        {t('lotteries.rolls', { count: lottery.rolls })}
      </p>
      {lottery.rolls === 0 ? (
        <p>{t('lotteries.noWinners')}</p>
      ) : lottery.winners.length === 0 ? (
        <p>{t('lotteries.nobodyWon')}</p>
      ) : (
        <ul className="winner-list" aria-label={t('lotteries.winners')}>
          {lottery.winners.map((w) => (
            <li key={w.id}>
              <Icon name="trophy" size={16} /> {w.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
