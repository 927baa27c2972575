/** An in-memory Web Storage for tests; `quotaBytes` makes setItem throw a QuotaExceededError like a full browser storage. */
export class MemoryStorage implements Storage {
  readonly map = new Map<string, string>();
  setItemCalls = 0;

  constructor(private readonly quotaBytes = Number.POSITIVE_INFINITY) {}

  get length(): number {
    return this.map.size;
  }
  clear(): void {
    this.map.clear();
  }
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
  setItem(key: string, value: string): void {
    this.setItemCalls += 1;
    let used = 0;
    for (const [k, v] of this.map) if (k !== key) used += k.length + v.length;
    if (used + key.length + value.length > this.quotaBytes) {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    }
    this.map.set(key, value);
  }
}
