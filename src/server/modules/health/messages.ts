export const HEALTH_MESSAGES = {
  databaseDown: 'Databasen svarar inte just nu.',
  notReady: 'Tjänsten är inte redo just nu.',
} as const;
