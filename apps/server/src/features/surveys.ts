import { CHANNEL_TYPES, surveyOptionsFor, type Issue, type SurveyEdit } from '@hoshi/contracts';
import { invalidRequest, issue } from '../lib/http-error.ts';
import { newSnowflake, type CollectionContext, type CollectionFeature } from './collection.ts';
import { checkChannels, checkRoles } from './feature.ts';

type SurveyFields = Omit<SurveyEdit, 'version'>;

/**
 * spec 001 §5: answers go to a text channel or a forum; the style and display follow the
 * channel (§4: a forum forces thread and author/noAuthor).
 */
async function surveyIssues(fields: SurveyFields, ctx: CollectionContext<'surveys'>): Promise<Issue[]> {
  const issues = [
    ...(await checkChannels(ctx.objects, [
      { path: 'channel', id: fields.channel, types: [CHANNEL_TYPES.text, CHANNEL_TYPES.forum], bot: 'send' },
    ])),
    ...(await checkRoles(ctx.objects, [{ path: 'role', id: fields.role }])),
  ];
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
    const issues = [
      ...(await surveyIssues(fields, ctx)),
      // spec 001 §5: the survey itself is posted in a text channel.
      ...(await checkChannels(ctx.objects, [
        { path: 'location', id: location, types: [CHANNEL_TYPES.text], bot: 'send' },
      ])),
    ];
    if (issues.length) throw invalidRequest(issues);
    return { id: newSnowflake(ctx.nowMs), version: 1, ...fields, location };
  },

  async edit(current, input, ctx) {
    const { version: _version, ...fields } = input;
    const issues = await surveyIssues(fields, ctx);
    if (issues.length) throw invalidRequest(issues);
    return { ...current, ...fields };
  },
};
