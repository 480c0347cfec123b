import { customType } from 'drizzle-orm/pg-core';

/** A bytea column as a Buffer, whichever driver read it (pg gives a Buffer, PGlite a Uint8Array). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
