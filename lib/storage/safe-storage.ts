// Local-storage access that never throws: a refusing storage (private mode, quota, disabled)
// reads as nothing and reports a failed write, so a preference never breaks a page.

export function readStored(storage: Pick<Storage, 'getItem'>, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/** False when the storage refuses the write. */
export function writeStored(storage: Pick<Storage, 'setItem'>, key: string, value: string): boolean {
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
