import type { ReactNode } from 'react';
import { openLogin } from '../open-login.ts';

interface LoginButtonProps {
  className?: string;
  children: ReactNode;
}

/** Any "sign in" control: opens the Discord popup (or the full-page fallback). */
export function LoginButton({ className, children }: LoginButtonProps) {
  return (
    <button type="button" className={className} onClick={() => openLogin()}>
      {children}
    </button>
  );
}
