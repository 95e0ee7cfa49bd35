import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  lotteryCreate,
  createDefaults,
  lotteryActive,
  type Channel,
  type Lottery,
  type Role,
} from '@hoshi/contracts';
import { Field } from '../../../components/field.tsx';
import { Icon } from '../../../components/icon.tsx';
import { ChannelPicker } from '../../../components/pickers/channel-picker.tsx';
import { CollectionTabs } from '../../../components/settings/collection-tabs.tsx';
import { CreateActions, EditActions } from '../../../components/settings/collection-actions.tsx';
import { ItemList } from '../../../components/settings/item-list.tsx';
import type { CollectionController } from '../../../components/settings/use-collection.ts';
import { useCollectionEditor } from '../../../components/settings/use-collection-editor.ts';
import { useNow } from '../../../lib/use-now.ts';
import { actionOf, isLocked } from '../lottery-rules.ts';
import { LotteryFields, type LotteryFieldValues } from './lottery-fields.tsx';

interface LotteriesEditorProps {
  collection: CollectionController<'lotteries'>;
  channels: Channel[];
  roles: Role[];
}

type ConfirmKind = 'delete' | 'end' | 'reroll';
const confirmKind = (kind: string): ConfirmKind => (kind === 'end' || kind === 'reroll' ? kind : 'delete');

const fieldsOf = (l: Lottery): LotteryFieldValues => ({
  title: l.title,
  message: l.message,
  message2: l.message2,
  listType: l.listType,
  roles: l.roles,
  finish: l.finish,
  maxWinners: l.maxWinners,
});

/** A blank create form (a lottery's finish is counted from now). */
const freshLottery = () => createDefaults('lotteries', Date.now());

/** docs/product.md#lotteries: create and edit tabs; end, reroll and delete with confirmations. */
export function LotteriesEditor({ collection, channels, roles }: LotteriesEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const now = useNow();
  const editor = useCollectionEditor(collection, {
    fresh: freshLottery,
    fieldsOf,
    // End (the first draw) or reroll; the answer replaces the local lottery and the locked fields follow it.
    act: ({ kind, id: lotteryId }) => {
      const ending = kind === 'end';
      void collection
        .act(lotteryId, {
          loading: t(ending ? 'collections.toast.ending' : 'collections.toast.rerolling'),
          success: t(ending ? 'collections.toast.ended' : 'collections.toast.rerolled'),
          error: t('collections.toast.error'),
        })
        .then((lottery) => lottery && editor.edit.reset(fieldsOf(lottery)));
    },
  });
  const { create, edit, current } = editor;
  const lotteries = Object.values(collection.items);
  const max = collection.data.info.lotteryMax;

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
      {create.value.location === null && <NotPostedWarning />}
      <CreateActions editor={editor} busy={collection.busy} label={t('lotteries.create')} alwaysSave />
    </div>
  );

  const editPanel = (
    <div className="settings-fields">
      {count}
      <ItemList
        label={t('lotteries.list')}
        empty={t('lotteries.none')}
        selected={editor.selected}
        onSelect={editor.select}
        items={lotteries.map((l) => {
          const active = lotteryActive(l, now);
          const state = t(active ? 'lotteries.active' : 'lotteries.ended');
          return {
            id: l.id,
            label: l.title,
            detail: l.location === null ? `${state} · ${t('lotteries.notPosted')}` : state,
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
          {current.location === null && <NotPostedWarning />}
          <LotteryFields
            value={edit.value}
            roles={roles}
            now={now}
            savedFinish={current.finish}
            locked={isLocked(current)}
            onChange={(patch) => edit.set((v) => v && { ...v, ...patch })}
          />
          <Winners lottery={current} />
          <EditActions editor={editor} busy={collection.busy} deleteLabel={t('lotteries.delete')}>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => editor.ask({ kind: actionOf(current), id: current.id })}
            >
              <Icon name={actionOf(current) === 'end' ? 'flag' : 'refresh'} size={18} />
              {t(`lotteries.${actionOf(current)}`)}
            </button>
          </EditActions>
        </>
      )}
    </div>
  );

  return (
    <CollectionTabs
      editor={editor}
      label={t('lotteries.tabsLabel')}
      tabLabels={{ create: t('lotteries.tabs.create'), edit: t('lotteries.tabs.edit') }}
      createPanel={createPanel}
      editPanel={editPanel}
      confirmTexts={(pending) => {
        const kind = confirmKind(pending.kind);
        const title = collection.items[pending.id]?.title || t('collections.untitled');
        return {
          title: t(`lotteries.confirm.${kind}Title`),
          text: t(`lotteries.confirm.${kind}`, { title }),
          confirmLabel: t(`lotteries.${kind}`),
        };
      }}
    />
  );
}

/** A lottery without a channel saves (it keeps its slot) but is never posted: nobody can enter it. */
function NotPostedWarning() {
  const { t } = useTranslation();
  return (
    <p className="field-warning">
      <Icon name="alert" size={16} />
      <span>{t('lotteries.notPostedWarning')}</span>
    </p>
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
