import { useState } from 'react';
import { isEqual } from 'es-toolkit';

/** A saved copy and a working copy of one form (docs/product.md#settings-forms), for the create and edit tabs. */
export interface ItemForm<T> {
  value: T;
  saved: T;
  dirty: boolean;
  set: (update: (value: T) => T) => void;
  /** Both copies become `next` (after a save, or when another item is picked). */
  reset: (next: T) => void;
  undo: () => void;
}

export function useItemForm<T>(initial: () => T): ItemForm<T> {
  const [state, setState] = useState(() => {
    const value = initial();
    return { saved: value, working: value };
  });
  return {
    value: state.working,
    saved: state.saved,
    dirty: !isEqual(state.working, state.saved),
    set: (update) => setState((s) => ({ ...s, working: update(s.working) })),
    reset: (next) => setState({ saved: next, working: next }),
    undo: () => setState((s) => ({ ...s, working: s.saved })),
  };
}
