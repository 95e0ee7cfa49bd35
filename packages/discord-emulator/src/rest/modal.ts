import type { OpenModal } from '../world/interactions.ts';
import { invalidFormBody } from './discord-errors.ts';
import { isRecord } from './message-body.ts';

// A modal (interaction callback 9) as Discord checks it: a custom_id of 1–100 characters, a title
// of at most 45, and 1–5 components. Each is a Label (18) holding a text input (4) or a string
// select (3), a Text Display (10), or (the older form) an Action Row (1) holding one text input
// that carries its own label. Text inputs: style 1 short or 2 paragraph, label ≤ 45, placeholder
// ≤ 100, min_length 0–4000, max_length 1–4000, value ≤ 4000; custom_ids unique in the modal.

const LABEL = 18;
const TEXT_DISPLAY = 10;
const ACTION_ROW = 1;
const TEXT_INPUT = 4;
const STRING_SELECT = 3;

type Errors = Record<string, string>;

function text(
  errors: Errors,
  path: string,
  value: unknown,
  min: number,
  max: number,
  optional = false,
): void {
  if (optional && value === undefined) return;
  if (typeof value !== 'string' || value.length < min || value.length > max)
    errors[path] = `Must be between ${min} and ${max} in length.`;
}

function bound(errors: Errors, path: string, value: unknown, min: number, max: number): void {
  if (value !== undefined && (!Number.isInteger(value) || (value as number) < min || (value as number) > max))
    errors[path] = `Must be a whole number from ${min} to ${max}.`;
}

function checkInput(errors: Errors, path: string, raw: unknown, ids: Set<string>, labelled: boolean): void {
  if (!isRecord(raw)) {
    errors[path] = 'Must be a component object.';
    return;
  }
  text(errors, `${path}.custom_id`, raw.custom_id, 1, 100);
  if (typeof raw.custom_id === 'string') {
    if (ids.has(raw.custom_id)) errors[`${path}.custom_id`] = 'Component custom id cannot be duplicated.';
    ids.add(raw.custom_id);
  }
  if (raw.type === STRING_SELECT) {
    if (!labelled) errors[`${path}.type`] = 'A select menu in a modal must sit in a Label.';
    const options = raw.options;
    if (!Array.isArray(options) || options.length < 1 || options.length > 25)
      errors[`${path}.options`] = 'Must be a list of 1 to 25 options.';
    return;
  }
  if (raw.type !== TEXT_INPUT) {
    errors[`${path}.type`] = 'Must be a text input (4) or a string select (3).';
    return;
  }
  if (raw.style !== 1 && raw.style !== 2) errors[`${path}.style`] = 'Value must be one of {1, 2}.';
  // In a Label the label is the Label's; an input in an action row carries its own.
  if (labelled) {
    if (raw.label !== undefined)
      errors[`${path}.label`] = 'A text input in a Label takes its label from the Label.';
  } else text(errors, `${path}.label`, raw.label, 1, 45);
  text(errors, `${path}.placeholder`, raw.placeholder, 0, 100, true);
  text(errors, `${path}.value`, raw.value, 0, 4000, true);
  bound(errors, `${path}.min_length`, raw.min_length, 0, 4000);
  bound(errors, `${path}.max_length`, raw.max_length, 1, 4000);
  if (raw.required !== undefined && typeof raw.required !== 'boolean')
    errors[`${path}.required`] = 'Must be either true or false.';
}

/** The modal a callback 9 opens, or Discord's "Invalid Form Body" naming each wrong field. */
export function parseModal(data: Record<string, unknown>): OpenModal {
  const errors: Errors = {};
  text(errors, 'data.custom_id', data.custom_id, 1, 100);
  text(errors, 'data.title', data.title, 1, 45);
  const components = data.components;
  if (!Array.isArray(components) || components.length < 1 || components.length > 5) {
    errors['data.components'] = 'Must be between 1 and 5 in length.';
    throw invalidFormBody(errors);
  }
  const ids = new Set<string>();
  components.forEach((raw, i) => {
    const path = `data.components.${i}`;
    if (!isRecord(raw)) {
      errors[path] = 'Must be a component object.';
      return;
    }
    if (raw.type === LABEL) {
      text(errors, `${path}.label`, raw.label, 1, 45);
      text(errors, `${path}.description`, raw.description, 1, 100, true);
      checkInput(errors, `${path}.component`, raw.component, ids, true);
    } else if (raw.type === TEXT_DISPLAY) {
      text(errors, `${path}.content`, raw.content, 1, 4000);
    } else if (raw.type === ACTION_ROW) {
      const children = raw.components;
      if (!Array.isArray(children) || children.length !== 1)
        errors[`${path}.components`] = 'An action row in a modal holds exactly one text input.';
      else checkInput(errors, `${path}.components.0`, children[0], ids, false);
    } else errors[`${path}.type`] = 'Must be a Label (18), a Text Display (10) or an Action Row (1).';
  });
  if (Object.keys(errors).length > 0) throw invalidFormBody(errors);
  return { custom_id: data.custom_id as string, title: data.title as string, components };
}

/** A text input or select of an open modal, with what the member must give it. */
export interface ModalField {
  customId: string;
  type: number;
  label: string;
  required: boolean;
  minLength: number;
  maxLength: number;
  options: string[];
}

/** The fields a member fills in, in the modal's order (Text Displays are only read). */
export function modalFields(modal: OpenModal): ModalField[] {
  return (modal.components as Array<Record<string, unknown>>).flatMap((row): ModalField[] => {
    const input = (
      row.type === LABEL ? row.component : Array.isArray(row.components) ? row.components[0] : undefined
    ) as Record<string, unknown> | undefined;
    if (!input) return [];
    const label = String(row.type === LABEL ? row.label : input.label);
    const options = Array.isArray(input.options)
      ? (input.options as Array<{ value?: unknown }>).map((o) => String(o.value))
      : [];
    return [
      {
        customId: String(input.custom_id),
        type: Number(input.type),
        label,
        required: input.required !== false && !(input.type === STRING_SELECT && input.min_values === 0),
        minLength: typeof input.min_length === 'number' ? input.min_length : 0,
        maxLength: typeof input.max_length === 'number' ? input.max_length : 4000,
        options,
      },
    ];
  });
}
