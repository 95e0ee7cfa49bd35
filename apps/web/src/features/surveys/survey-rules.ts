import { surveyOptionsFor, type Channel, type SurveyEdit } from '@hoshi/contracts';

type StyleFields = Pick<SurveyEdit, 'channel' | 'style' | 'display'>;

/** The type of the response channel, or null when none is picked (or it is gone). */
export const channelTypeOf = (channels: readonly Channel[], id: string | null) =>
  id === null ? null : (channels.find((c) => c.id === id)?.type ?? null);

/**
 * docs/product.md#surveys: picking the response channel decides the styles and displays on offer. A forum
 * forces style thread and display author/noAuthor (default noAuthor); any other channel gives
 * regular/ticket and regular/compact. A choice that still fits is kept.
 */
export function withResponseChannel<T extends StyleFields>(
  survey: T,
  channel: string | null,
  channels: readonly Channel[],
): T {
  const { styles, displays, defaults } = surveyOptionsFor(channelTypeOf(channels, channel));
  return {
    ...survey,
    channel,
    style: styles.includes(survey.style) ? survey.style : defaults.style,
    display: displays.includes(survey.display) ? survey.display : defaults.display,
  };
}
