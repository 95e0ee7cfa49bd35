import type { ReactNode } from 'react';
import { openLogin, type LoginScope } from '../open-login.ts';

interface LoginButtonProps {
  className?: string;
  /** What Discord is asked for; the user and their servers unless told. */
  scope?: LoginScope;
  children: ReactNode;
}

/** Any "sign in" control: opens the Discord popup (or the full-page fallback). */
export function LoginButton({ className, scope, children }: LoginButtonProps) {
  return (
    <button type="button" className={className} onClick={() => openLogin(window, scope)}>
      {children}
    </button>
  );
}
