import { randomBytes } from 'node:crypto';

let lastMs = 0;
let counter = 0;

/**
 * A job's id: a UUID version 7 (RFC 9562) whose first 48 bits are the time in milliseconds and
 * whose next 12 count the ids made in that millisecond, so ids made one after another in this
 * process sort (as PostgreSQL compares uuids, byte by byte) in the order they were made. pg-boss
 * takes its jobs in the order `created_on, id`; the database clock ties a burst written within one
 * millisecond (PGlite's clock has no finer grain), and then the id keeps the order written.
 */
export function nextJobId(now = Date.now()): string {
  if (now > lastMs) {
    lastMs = now;
    counter = 0;
  } else if (++counter > 0xfff) {
    // More than 4096 in one millisecond: the next millisecond's ids are borrowed.
    lastMs++;
    counter = 0;
  }
  const bytes = randomBytes(16);
  bytes.writeUIntBE(lastMs, 0, 6);
  bytes[6] = 0x70 | (counter >> 8);
  bytes[7] = counter & 0xff;
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
