import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. No tailwind-merge: it costs ~9 KB gzip on the first load, so components
 * are written so that a caller's classes add to, rather than fight, the defaults.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
