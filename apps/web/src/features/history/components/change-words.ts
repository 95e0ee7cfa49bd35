// The wording of a change is shared with the import's preview (features/transfer): it lives in
// components/settings/change-words.ts; the history's own imports keep their path.
export * from '../../../components/settings/change-words.ts';
