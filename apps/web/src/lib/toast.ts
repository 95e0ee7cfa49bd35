import { toast } from 'react-hot-toast';
import type { CSSProperties } from 'react';
import type { DefaultToastOptions } from 'react-hot-toast';
import { TOAST_LIMITS } from '@hoshi/contracts';
import { requestToaster } from './toast-host.ts';

/**
 * docs/product.md#toasts-and-select-widgets: durations and width. react-hot-toast already caps a toaster at 20 toasts,
 * which is the spec's limit (TOAST_LIMITS.maxVisible).
 */
export const toasterOptions: DefaultToastOptions = {
  style: {
    maxWidth: TOAST_LIMITS.maxWidthPx,
    background: 'var(--surface)',
    color: 'var(--text)',
    border: '1px solid var(--border)',
  },
  blank: { duration: TOAST_LIMITS.durations.blank },
  error: { duration: TOAST_LIMITS.durations.error },
  success: { duration: TOAST_LIMITS.durations.success },
  loading: { duration: TOAST_LIMITS.durations.loading },
};

/**
 * Toasts appear just under the sticky navigation (nav.css: 64 px and its 1 px border), never
 * over its links, and beneath it in the stacking order, so an open phone menu covers them
 * rather than the other way round.
 */
export const toasterContainerStyle: CSSProperties = {
  top: 'calc(65px + 0.75rem)',
  zIndex: 40,
};

export interface ProgressTexts {
  loading: string;
  success: string;
  /** A function can explain the failure it was given (e.g. the fields a server rejected). */
  error: string | ((error: unknown) => string);
}

/** The one way to show a call's progress: a loading toast that turns into success or error. */
export function toastProgress<T>(work: Promise<T>, texts: ProgressTexts): Promise<T> {
  requestToaster();
  return toast.promise(work, texts);
}

export const notify = {
  loading: (message: string) => (requestToaster(), toast.loading(message)),
  info: (message: string) => (requestToaster(), toast(message)),
  error: (message: string) => (requestToaster(), toast.error(message)),
  dismiss: (id?: string) => toast.dismiss(id),
};
