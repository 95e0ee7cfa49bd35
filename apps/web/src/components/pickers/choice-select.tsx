import { ThemedSelect } from './themed-select.tsx';

export interface Choice<V extends string | number> {
  value: V;
  label: string;
}

interface ChoiceSelectProps<V extends string | number> {
  inputId?: string;
  /** For a select without a visible <label> (a row of a list). */
  ariaLabel?: string;
  choices: readonly Choice<V>[];
  /** null shows the placeholder (a rule's blank action). */
  value: V | null;
  onChange: (value: V) => void;
  /** The id of the text saying what is wrong with the choice; marks it invalid. */
  errorId?: string;
}

/** One value out of a fixed list the spec names (levels, actions, cooldowns), never cleared. */
export function ChoiceSelect<V extends string | number>({
  inputId,
  ariaLabel,
  choices,
  value,
  onChange,
  errorId,
}: ChoiceSelectProps<V>) {
  return (
    <ThemedSelect<Choice<V>, false>
      inputId={inputId}
      aria-label={ariaLabel}
      aria-invalid={errorId ? true : undefined}
      aria-errormessage={errorId}
      isClearable={false}
      options={choices}
      value={choices.find((choice) => choice.value === value) ?? null}
      getOptionValue={(choice) => String(choice.value)}
      onChange={(choice) => {
        if (choice) onChange(choice.value);
      }}
    />
  );
}
