const dateFormat = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', year: 'numeric', month: 'long', day: 'numeric' });
const isoDateFormat = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit' });

/** "22 november 2026", in Swedish time. */
export function formatDateLong(date: Date | string): string {
  return dateFormat.format(typeof date === 'string' ? new Date(date) : date);
}

/** "2026-11-22", the Swedish numeric date, in Swedish time. */
export function formatDateShort(date: Date | string): string {
  return isoDateFormat.format(typeof date === 'string' ? new Date(date) : date);
}
