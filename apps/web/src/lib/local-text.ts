/** A catalogue text (an item's name or description, an achievement's name) in the reader's language. */
export const localText = (text: { en: string; ja: string }, language: string): string =>
  language === 'ja' ? text.ja : text.en;
