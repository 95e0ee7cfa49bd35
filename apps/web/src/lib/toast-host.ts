import { useSyncExternalStore } from 'react';

// The toaster (react-hot-toast) mounts with the first toast, so pages that never toast (the
// home page) do not load it (the first page's JS budget). Its store keeps the toast meanwhile.
let wanted = false;
const listeners = new Set<() => void>();

export function requestToaster(): void {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

// A prerendered page has no toaster yet.
export const useToasterWanted = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
