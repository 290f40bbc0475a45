/** Every Swedish message the contact module answers with. */
export const CONTACT_MESSAGES = {
  sent: 'Tack för ditt meddelande! Vi svarar inom 24 timmar på vardagar.',
} as const;
