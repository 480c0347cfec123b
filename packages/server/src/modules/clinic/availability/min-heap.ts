/** A binary min-heap: the next-free merge keeps one candidate per doctor in it. */
export class MinHeap<T> {
  private readonly items: T[] = [];

  constructor(private readonly before: (a: T, b: T) => boolean) {}

  get size(): number {
    return this.items.length;
  }

  push(item: T): void {
    const items = this.items;
    items.push(item);
    let index = items.length - 1;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (!this.before(items[index]!, items[parent]!)) break;
      [items[index], items[parent]] = [items[parent]!, items[index]!];
      index = parent;
    }
  }

  pop(): T | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length === 0 || last === undefined) return top;
    items[0] = last;
    for (let index = 0; ;) {
      const left = 2 * index + 1;
      const right = left + 1;
      let smallest = index;
      if (left < items.length && this.before(items[left]!, items[smallest]!)) smallest = left;
      if (right < items.length && this.before(items[right]!, items[smallest]!)) smallest = right;
      if (smallest === index) return top;
      [items[index], items[smallest]] = [items[smallest]!, items[index]!];
      index = smallest;
    }
  }
}
