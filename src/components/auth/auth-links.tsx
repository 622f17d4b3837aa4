import type { ReactNode } from 'react';

/** A row of links under an auth form (forgot password, register, back to sign in). */
export function AuthLinks({ children }: { children: ReactNode }) {
  return <p className="auth-links">{children}</p>;
}
