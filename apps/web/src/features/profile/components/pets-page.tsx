import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import {
  type Issue,
  type User,
  PET_NICKNAME_MAX,
  type Pet,
  type PetInfo,
  type PetsAnswer,
  type PetsDocument,
} from '@hoshi/contracts';
import {
  PET_ACTIVITY_PER_LEVEL,
  PET_ADOPT_LEVEL,
  PET_FEED_COOLDOWN_MS,
} from '@hoshi/contracts/profile-rules';
import { Field } from '../../../components/field.tsx';
import { Icon } from '../../../components/icon.tsx';
import { QueryLoader } from '../../../components/query-loader.tsx';
import { SafeImage } from '../../../components/safe-image.tsx';
import { localText } from '../../../lib/local-text.ts';
import { describeIssue } from '../../../components/settings/field-labels.ts';
import { SettingsPanel } from '../../../components/settings/settings-panel.tsx';
import { useSettingsForm, type SettingsForm } from '../../../components/settings/use-settings-form.ts';
import { petsQuery, savePets } from '../api/profile-api.ts';
import { ProfileSubpage } from './profile-subpage.tsx';
import './pets.css';

/** /dashboard/profile/pets (docs/product.md#profile): a counter, the pet picker, the picked pet's card; Save sends the list. */
export function PetsPage({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const { data } = useQuery(petsQuery(user.id));
  return (
    <ProfileSubpage user={user} title={t('pets.title')}>
      {data ? <PetsEditor user={user} answer={data} /> : <QueryLoader />}
    </ProfileSubpage>
  );
}

/** What a pet is called on the page: the nickname the member gave it, else its own name. */
function petName(pet: Pet, info: PetInfo | undefined, language: string): string {
  return pet.nickname.trim() || (info ? localText(info.name, language) : pet.id);
}

function PetsEditor({ user, answer }: { user: User; answer: PetsAnswer }) {
  const { t, i18n } = useTranslation('profile');
  const common = useTranslation().t;
  const { info } = answer;
  const controller = useSettingsForm<PetsDocument>({
    loaded: { version: answer.version, pets: answer.pets },
    save: (doc) => savePets(user.id, doc),
    describeProblem: describePetIssue,
  });
  const { form } = controller;
  const pets = form.value.pets;
  const [pickedId, setPickedId] = useState(() => (pets.find((p) => p.active) ?? pets[0])?.id);
  const picked = pets.find((p) => p.id === pickedId) ?? pets[0];

  function describePetIssue(issue: Issue): string {
    const [, index, field] = issue.path.split('.');
    const pet = index === undefined ? undefined : pets[Number(index)];
    const name = pet ? petName(pet, info[pet.id], i18n.language) : '';
    const label =
      field === 'nickname'
        ? t('pets.fields.nickname', { pet: name })
        : field === 'level'
          ? t('pets.fields.level', { pet: name })
          : pet
            ? t('pets.fields.pet', { pet: name })
            : t('pets.fields.pets');
    return common('errors.field', { field: label, reason: describeIssue(common, issue) });
  }

  return (
    <SettingsPanel
      titleId="pets-title"
      title={t('pets.counter', { owned: pets.length, total: answer.count })}
      controller={controller}
    >
      <p className="settings-intro">{t('pets.intro')}</p>
      {pets.length === 0 || !picked ? (
        <p className="pets-empty">{t('pets.none')}</p>
      ) : (
        <>
          <PetPicker pets={pets} info={info} picked={picked.id} onPick={setPickedId} />
          <PetCard pet={picked} info={info[picked.id]} form={form} />
          <PetsToMeet pets={pets} info={info} />
        </>
      )}
    </SettingsPanel>
  );
}

/** docs/product.md#achievements: how the member meets the pets they lack and grows the ones they have. */
function PetsToMeet({ pets, info }: { pets: Pet[]; info: PetsAnswer['info'] }) {
  const { t, i18n } = useTranslation('profile');
  const owned = new Set(pets.map((pet) => pet.id));
  const names = Object.entries(info)
    .filter(([id]) => !owned.has(id))
    .map(([, kind]) => localText(kind.name, i18n.language));
  return (
    <div className="pets-how">
      {names.length > 0 && (
        <p>
          {t('pets.toMeet', {
            names: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(names),
            level: PET_ADOPT_LEVEL,
          })}
        </p>
      )}
      <p>
        {t('pets.growing', {
          per: PET_ACTIVITY_PER_LEVEL,
          hours: PET_FEED_COOLDOWN_MS / (60 * 60 * 1000),
        })}
      </p>
    </div>
  );
}

interface PetPickerProps {
  pets: Pet[];
  info: PetsAnswer['info'];
  picked: string;
  onPick: (id: string) => void;
}

/** docs/product.md#profile: the pet picker; selecting a pet shows its details. */
function PetPicker({ pets, info, picked, onPick }: PetPickerProps) {
  const { t, i18n } = useTranslation('profile');
  return (
    <ul className="pet-picker" aria-label={t('pets.pickerLabel')}>
      {pets.map((pet) => {
        const kind = info[pet.id];
        return (
          <li key={pet.id}>
            <button
              type="button"
              className="pet-picker__pet"
              aria-pressed={pet.id === picked}
              onClick={() => onPick(pet.id)}
            >
              <SafeImage
                src={kind ? `/images/${kind.img}` : '/images/logo-star.svg'}
                alt=""
                width={48}
                height={48}
              />
              <span className="pet-picker__name">{petName(pet, kind, i18n.language)}</span>
              <span className="pet-picker__level">{t('pets.level', { level: pet.level })}</span>
              {pet.active && (
                <span className="pet-picker__active">
                  <Icon name="paw" size={14} />
                  <span className="visually-hidden">{t('pets.active')}</span>
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The picked pet: its picture, kind, level, ability, nickname and whether it walks with you. */
function PetCard({
  pet,
  info,
  form,
}: {
  pet: Pet;
  info: PetInfo | undefined;
  form: SettingsForm<PetsDocument>;
}) {
  const { t, i18n } = useTranslation('profile');
  const id = useId();
  const update = (change: (p: Pet) => Pet) =>
    form.set((doc) => ({ ...doc, pets: doc.pets.map((p) => (p.id === pet.id ? change(p) : p)) }));
  const walkWith = (active: boolean) =>
    form.set((doc) => ({
      ...doc,
      // One pet walks with you at a time (docs/decisions/0025-profile-achievements-cards-and-pets.md).
      pets: doc.pets.map((p) => ({ ...p, active: active && p.id === pet.id })),
    }));
  const kind = info ? localText(info.name, i18n.language) : pet.id;

  return (
    <article className="pet-card" aria-labelledby={`${id}-name`} data-testid="pet-detail">
      <SafeImage
        className="pet-card__img"
        src={info ? `/images/${info.img}` : '/images/logo-star.svg'}
        alt=""
        width={112}
        height={112}
      />
      <div className="pet-card__body">
        <h3 id={`${id}-name`} className="pet-card__name">
          {petName(pet, info, i18n.language)}
        </h3>
        <p className="pet-card__meta">
          {pet.nickname.trim() && <span>{kind}</span>}
          <span>{t('pets.level', { level: pet.level })}</span>
          {pet.active && (
            <span className="pet-card__active">
              <Icon name="paw" size={14} /> {t('pets.active')}
            </span>
          )}
        </p>
        {info && <p>{localText(info.description, i18n.language)}</p>}
        {info && (
          <div className="pet-card__ability">
            <h4>
              {t('pets.ability')}: {localText(info.ability.name, i18n.language)}
            </h4>
            <p>{localText(info.ability.description, i18n.language)}</p>
          </div>
        )}
        <Field
          htmlFor={`${id}-nickname`}
          label={t('pets.nickname')}
          hint={t('pets.nicknameHint', { max: PET_NICKNAME_MAX })}
        >
          <input
            id={`${id}-nickname`}
            className="input"
            type="text"
            value={pet.nickname}
            maxLength={PET_NICKNAME_MAX}
            placeholder={kind}
            aria-describedby={`${id}-nickname-hint`}
            onChange={(event) => update((p) => ({ ...p, nickname: event.target.value }))}
          />
        </Field>
        <button
          type="button"
          className={pet.active ? 'button button--secondary' : 'button button--primary'}
          onClick={() => walkWith(!pet.active)}
        >
          {pet.active ? t('pets.rest') : t('pets.makeActive')}
        </button>
      </div>
    </article>
  );
}
