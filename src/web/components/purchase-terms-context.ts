import { createContext, type ReactNode } from 'react';

/**
 * The purchase terms' text, given by app/ (which composes the features): a feature that links to
 * the terms opens them over itself without importing the page that holds them. A module of its own,
 * so the app shell that provides it does not bring the dialog (Radix) into the first load.
 */
export const PurchaseTermsContext = createContext<ReactNode>(null);
