export const HEALTH_MESSAGES = {
  databaseDown: 'Databasen svarar inte just nu.',
} as const;
