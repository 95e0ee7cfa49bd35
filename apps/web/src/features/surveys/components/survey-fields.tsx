import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SURVEY_LIMITS,
  surveyEdit,
  SURVEY_QUESTIONS,
  surveyOptionsFor,
  type Channel,
  type Role,
  type SurveyEdit,
} from '@hoshi/contracts';
import { Field } from '../../../components/field.tsx';
import { ChannelPicker } from '../../../components/pickers/channel-picker.tsx';
import { RolePicker } from '../../../components/pickers/role-picker.tsx';
import { SegmentedControl } from '../../../components/segmented-control.tsx';
import { channelTypeOf, withResponseChannel } from '../survey-rules.ts';

export type SurveyFieldValues = Omit<SurveyEdit, 'version'>;

// Generic over the editor's value: the create form's value also carries the location.
interface SurveyFieldsProps<V extends SurveyFieldValues> {
  value: V;
  channels: Channel[];
  roles: Role[];
  onChange: (update: (value: V) => V) => void;
}

// docs/product.md#surveys: survey response location is text or forum.

/** docs/product.md#surveys: title, message, response channel, role, style, display and five questions. */
export function SurveyFields<V extends SurveyFieldValues>({
  value,
  channels,
  roles,
  onChange,
}: SurveyFieldsProps<V>) {
  const { t } = useTranslation();
  const id = useId();
  const { styles, displays } = surveyOptionsFor(channelTypeOf(channels, value.channel));
  return (
    <>
      <Field htmlFor={`${id}-title`} label={t('surveys.title')}>
        <input
          id={`${id}-title`}
          className="input"
          maxLength={SURVEY_LIMITS.titleMax}
          value={value.title}
          onChange={(event) => onChange((v) => ({ ...v, title: event.target.value }))}
        />
      </Field>
      <Field htmlFor={`${id}-message`} label={t('surveys.message')}>
        <textarea
          id={`${id}-message`}
          className="textarea"
          rows={3}
          maxLength={SURVEY_LIMITS.messageMax}
          value={value.message}
          onChange={(event) => onChange((v) => ({ ...v, message: event.target.value }))}
        />
      </Field>
      <Field htmlFor={`${id}-channel`} label={t('surveys.channel')} hint={t('surveys.channelHint')}>
        <ChannelPicker
          inputId={`${id}-channel`}
          channels={channels}
          field={surveyEdit.shape.channel}
          value={value.channel}
          onChange={(channel) => onChange((v) => withResponseChannel(v, channel, channels))}
        />
      </Field>
      <Field htmlFor={`${id}-role`} label={t('surveys.role')}>
        <RolePicker
          inputId={`${id}-role`}
          roles={roles}
          field={surveyEdit.shape.role}
          value={value.role}
          onChange={(role) => onChange((v) => ({ ...v, role }))}
        />
      </Field>
      <SegmentedControl
        legend={t('surveys.style')}
        value={value.style}
        onChange={(style) => onChange((v) => ({ ...v, style }))}
        options={styles.map((s) => ({ value: s, label: t(`surveys.styles.${s}`) }))}
      />
      <SegmentedControl
        legend={t('surveys.display')}
        value={value.display}
        onChange={(display) => onChange((v) => ({ ...v, display }))}
        options={displays.map((d) => ({ value: d, label: t(`surveys.displays.${d}`) }))}
      />
      <fieldset className="question-list">
        <legend className="field__label">{t('surveys.questions')}</legend>
        {SURVEY_QUESTIONS.map((key, i) => (
          <Field key={key} htmlFor={`${id}-${key}`} label={t('surveys.question', { n: i + 1 })}>
            <input
              id={`${id}-${key}`}
              className="input"
              maxLength={SURVEY_LIMITS.questionMax}
              value={value[key]}
              onChange={(event) => onChange((v) => ({ ...v, [key]: event.target.value }))}
            />
          </Field>
        ))}
      </fieldset>
    </>
  );
}
