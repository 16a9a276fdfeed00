import { customType, timestamp } from 'drizzle-orm/pg-core';

/**
 * drizzle-orm 0.45's pg-core has no bytea builder; node-postgres reads and writes bytea as a
 * Buffer, which is what the SQLite schema's `blob({ mode: 'buffer' })` gives the repositories.
 */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});

/** SQLite keeps instants as epoch milliseconds; PostgreSQL as timestamptz, read back as a Date either way. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
