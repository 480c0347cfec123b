import type { CreateName, Name } from '@bayan/shared';
import type { Api, Reply } from './api.js';
import { fieldsOf, type Ledger, type NameState } from './ledger.js';
import { between, seededRandom } from './random.js';

export interface LoadOptions {
  api: Api;
  ledger: Ledger;
  workers: number;
  /** Seeds each worker's choice of writes. */
  seed: number;
  /** A number never used before in this run: makes every order and label unique. */
  serial: () => number;
}

export interface LoadOutcome {
  acked: number;
  /** Writes sent and never answered: the kill caught them mid-flight. */
  unanswered: number;
  errors: string[];
}

interface Write {
  method: 'POST' | 'PATCH' | 'DELETE';
  path: string;
  body?: object;
  /** What the name becomes if this write lands; undefined for a create (its id is not known yet). */
  next?: { id: number; state: NameState };
}

/**
 * Concurrent workers creating, updating and deleting names until the server is killed. Each
 * worker owns its names, so a name never has two writes in flight and its expected state is exact.
 */
export class WriteLoad {
  private killed = false;
  private ackedCount = 0;
  private unanswered = 0;
  private readonly errors: string[] = [];
  private readonly done: Promise<unknown>;

  constructor(private readonly options: LoadOptions) {
    const owned = Array.from({ length: options.workers }, (): number[] => []);
    options.ledger.liveIds().forEach((id) => owned[id % options.workers]?.push(id));
    this.done = Promise.all(owned.map((pool, worker) => this.work(pool, seededRandom(options.seed + worker))));
  }

  get acked() {
    return this.ackedCount;
  }

  get failed() {
    return this.errors.length > 0;
  }

  /** Call before the kill: from then on a request without an answer is expected. */
  markKilled() {
    this.killed = true;
  }

  async settle(): Promise<LoadOutcome> {
    await this.done;
    return { acked: this.ackedCount, unanswered: this.unanswered, errors: this.errors };
  }

  private async work(pool: number[], random: () => number) {
    while (!this.killed && this.errors.length === 0) {
      const write = this.pick(pool, random);
      if (write.next) this.options.ledger.begin(write.next.id, write.next.state);
      this.unanswered += 1;
      let reply: Reply;
      try {
        reply = await this.options.api.send(write.method, write.path, write.body);
      } catch (error) {
        if (!this.killed) this.errors.push(`${write.method} ${write.path}: no answer before the kill: ${error}`);
        return;
      }
      this.unanswered -= 1;
      if (!this.record(write, reply, pool)) {
        this.errors.push(`${write.method} ${write.path} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
      }
    }
  }

  private pick(pool: number[], random: () => number): Write {
    const roll = random();
    if (pool.length < 2 || roll < 0.5)
      return { method: 'POST', path: '/api/names', body: newName(this.options.serial()) };
    const id = pool[between(random, 0, pool.length)] as number;
    if (roll < 0.85) {
      const serial = this.options.serial();
      const patch = { meaningEn: `Meaning ${serial} (updated)`, order: orderOf(serial) };
      return {
        method: 'PATCH',
        path: `/api/names/${id}`,
        body: patch,
        next: { id, state: { ...this.options.ledger.current(id), ...patch } },
      };
    }
    return { method: 'DELETE', path: `/api/names/${id}`, next: { id, state: null } };
  }

  /** Records an acknowledged write in the ledger; false when the server refused it. */
  private record(write: Write, reply: Reply, pool: number[]): boolean {
    const expected = { POST: 201, PATCH: 200, DELETE: 204 }[write.method];
    if (reply.status !== expected) return false;
    this.ackedCount += 1;
    if (write.method === 'DELETE' && write.next) {
      this.options.ledger.ack(write.next.id, null);
      pool.splice(pool.indexOf(write.next.id), 1);
      return true;
    }
    const row = reply.body as Name;
    this.options.ledger.ack(row.id, fieldsOf(row));
    if (write.method === 'POST') pool.push(row.id);
    return true;
  }
}

const orderOf = (serial: number) => 1_000 + (serial % 99_000);

/** Every field the names contract requires, so the body stays valid as optional fields come and go. */
function newName(serial: number): CreateName {
  return {
    name: 'اختبار الانقطاع',
    transliteration: `Crash ${serial}`,
    meaningAr: 'اسم كتبه اختبار الإيقاف القسري',
    meaningEn: `Meaning ${serial}`,
    description: `Written by the kill -9 harness, serial ${serial}.`,
    order: orderOf(serial),
    isActive: true,
  };
}
