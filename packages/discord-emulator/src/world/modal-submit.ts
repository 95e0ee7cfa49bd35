import { modalFields } from '../rest/modal.ts';
import type { PendingInteraction } from './interactions.ts';
import type { Body } from './world-body.ts';
import { BadWorldRequest } from './world-body.ts';

/** What a member types into a modal, as Discord sends it back: each component with its value. */
export function submittedComponents(pending: PendingInteraction, values: Body): unknown[] {
  const modal = pending.modal;
  if (!modal) return [];
  const fields = modalFields(modal);
  for (const key of Object.keys(values))
    if (!fields.some((f) => f.customId === key))
      throw new BadWorldRequest(400, `The modal has no field "${key}".`);
  const answer = new Map<string, unknown>();
  for (const field of fields) {
    const raw = values[field.customId];
    if (field.type === 3) {
      const picked = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
      if (!picked.every((v) => typeof v === 'string' && field.options.includes(v)))
        throw new BadWorldRequest(400, `"${field.label}" takes one of ${field.options.join(', ')}.`);
      if (field.required && picked.length === 0)
        throw new BadWorldRequest(400, `"${field.label}" is required.`);
      answer.set(field.customId, { values: picked });
      continue;
    }
    const text = raw ?? '';
    if (typeof text !== 'string') throw new BadWorldRequest(400, `"${field.label}" takes text.`);
    if (field.required && text.length === 0) throw new BadWorldRequest(400, `"${field.label}" is required.`);
    if (text.length > 0 && (text.length < field.minLength || text.length > field.maxLength))
      throw new BadWorldRequest(
        400,
        `"${field.label}" must be ${field.minLength}–${field.maxLength} characters.`,
      );
    answer.set(field.customId, { value: text });
  }
  let nextId = 1;
  const id = (given: unknown) => (Number.isInteger(given) ? given : nextId++);
  const input = (c: Record<string, unknown>) => ({
    type: c.type,
    id: id(c.id),
    custom_id: c.custom_id,
    ...(answer.get(String(c.custom_id)) as object),
  });
  return (modal.components as Array<Record<string, unknown>>).map((row) => {
    if (row.type === 18)
      return { type: 18, id: id(row.id), component: input(row.component as Record<string, unknown>) };
    if (row.type === 1)
      return {
        type: 1,
        id: id(row.id),
        components: (row.components as Array<Record<string, unknown>>).map(input),
      };
    return { type: row.type, id: id(row.id) };
  });
}
