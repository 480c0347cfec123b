import { fuzzShard } from './fuzz-shard.js';

fuzzShard(3);
