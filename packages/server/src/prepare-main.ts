import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { systemClock } from './lib/clock.js';
import { closePrepared, prepare } from './prepare.js';

/** The child of a first start (first-start.ts): makes the embedded database, then exits. */
const orphaned = () => process.exit(1);
process.once('disconnect', orphaned);
process.umask(0o077);
const config = loadConfig(process.env, {});
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await closePrepared(await prepare(database, config, systemClock));
await database.close();
process.off('disconnect', orphaned);
process.disconnect?.();
