import type { ReactNode } from 'react';

/** Centred single-column frame for the login and registration screens. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-10 sm:py-16">{children}</div>;
}
