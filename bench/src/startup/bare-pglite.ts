// The baseline of the startup benchmark: a bare PGlite, opened on the folder given as the first
// argument with the extensions the product loads (pg_trgm, btree_gist), one query answered, then
// closed. An empty folder is a first open (PGlite's initdb); a second run on it is a reopen.
// Prints one JSON line: the milliseconds from this process's start to the answer, and its RSS then.
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: bare-pglite <data folder>');
const client = await PGlite.create(dataDir, { extensions: { pg_trgm, btree_gist }, relaxedDurability: false });
await client.query('select 1');
const ms = performance.now();
const rssMb = process.memoryUsage.rss() / 2 ** 20;
await client.close();
console.log(JSON.stringify({ ms, rssMb }));
