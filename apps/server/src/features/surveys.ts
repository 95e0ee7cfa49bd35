import { surveyCreate, surveyEdit, surveyOptionsFor, type Issue, type SurveyEdit } from '@hoshi/contracts';
import { invalidRequest, issue } from '../lib/http-error.ts';
import { newSnowflake, type CollectionContext, type CollectionFeature } from './collection.ts';
import { checkDeclared } from './feature.ts';

type SurveyFields = Omit<SurveyEdit, 'version'>;

/**
 * The fields' declared rules (`declared`), then the style and display that follow the response
 * channel (docs/product.md#surveys: a forum forces thread and author/noAuthor) once the channel is sound.
 */
async function surveyIssues(
  fields: SurveyFields,
  declared: Issue[],
  ctx: CollectionContext<'surveys'>,
): Promise<Issue[]> {
  const issues = [...declared];
  if (issues.length) return issues;
  const type =
    fields.channel === null
      ? null
      : ((await ctx.objects.channels()).find((c) => c.id === fields.channel)?.type ?? null);
  const { styles, displays } = surveyOptionsFor(type);
  if (!styles.includes(fields.style))
    issues.push(issue('style', 'one_of', { allowed: [...styles] }, 'does not fit the response channel'));
  if (!displays.includes(fields.display))
    issues.push(issue('display', 'one_of', { allowed: [...displays] }, 'does not fit the response channel'));
  return issues;
}

export const surveysFeature: CollectionFeature<'surveys'> = {
  async info(_ctx, { count, max }) {
    return { surveyCount: count, surveyMax: max };
  },

  async create(input, ctx) {
    const { location, ...fields } = input;
    const declared = await checkDeclared(surveyCreate, input, ctx.objects);
    const atLocation = (i: Issue) => i.path === 'location';
    const issues = [
      ...(await surveyIssues(
        fields,
        declared.filter((i) => !atLocation(i)),
        ctx,
      )),
      ...declared.filter(atLocation),
    ];
    if (issues.length) throw invalidRequest(issues);
    return { id: newSnowflake(ctx.nowMs), version: 1, ...fields, location };
  },

  async edit(current, input, ctx) {
    const { version: _version, ...fields } = input;
    const issues = await surveyIssues(fields, await checkDeclared(surveyEdit, input, ctx.objects), ctx);
    if (issues.length) throw invalidRequest(issues);
    return { ...current, ...fields };
  },

  /**
   * docs/product.md#surveys: the bot posts a new survey in its location, edits the post when the
   * survey is edited, and disables its Answer button when it is deleted.
   */
  jobs(saved, action, at) {
    const of = { guildId: at.guildId, itemId: saved.id, runAt: new Date(at.nowMs) };
    if (action === 'create') return saved.location === null ? [] : [{ kind: 'surveyPost', ...of }];
    if (action === 'edit') return [{ kind: 'surveyUpdate', ...of }];
    if (action === 'delete') return [{ kind: 'surveyClose', ...of }];
    return [];
  },
};
