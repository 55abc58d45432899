// A Map-backed Storage for the countdown tests; `failing` makes every call throw like a
// blocked storage (Safari private mode, disabled cookies).

import type { StorageLike } from '@/lib/code-sender';

export class FakeStorage implements StorageLike {
  readonly items = new Map<string, string>();
  failing = false;

  getItem(key: string): string | null {
    if (this.failing) throw new Error('blocked');
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    if (this.failing) throw new Error('blocked');
    this.items.set(key, value);
  }

  removeItem(key: string): void {
    if (this.failing) throw new Error('blocked');
    this.items.delete(key);
  }
}
