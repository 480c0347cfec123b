/**
 * Short-lived memory of list totals, so a page request does not recount a large table each
 * time. Entries expire after `ttlMs`; a write in this process bumps the table's generation,
 * which makes its older entries unreachable at once. Other processes see the change within
 * the TTL, which is the accepted staleness of a list total.
 */
export class CountCache {
  private readonly entries = new Map<string, { value: number; expires: number }>();
  private readonly generations = new Map<string, number>();

  constructor(
    private readonly ttlMs = 10_000,
    private readonly maxEntries = 2_000,
    private readonly now: () => number = Date.now,
  ) {}

  private key(table: string, filter: string): string {
    return `${table}#${this.generations.get(table) ?? 0}#${filter}`;
  }

  get(table: string, filter: string): number | undefined {
    const key = this.key(table, filter);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(table: string, filter: string, value: number): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(this.key(table, filter), { value, expires: this.now() + this.ttlMs });
  }

  invalidate(table: string): void {
    this.generations.set(table, (this.generations.get(table) ?? 0) + 1);
  }
}
