import type { ReactNode } from 'react';

/** Centred single-column frame for the login and registration screens. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-10 sm:py-16">{children}</div>;
}

export function FormError({ id, message }: { id: string; message: string | null }) {
  return (
    <p id={id} role="alert" className={message ? 'rounded-lg border border-danger bg-danger-soft px-3 py-2 text-sm font-medium text-danger' : 'sr-only'}>
      {message ?? ''}
    </p>
  );
}
