/**
 * A once-only mark in the browser's storage ("the tour was completed", "the exit prompt was
 * shown"). Where storage is blocked the mark reads as set, so nothing nags a visitor it cannot
 * remember, and setting it does nothing: the prompt may show again, which is harmless.
 */
export function storedFlag(storage: () => Storage, key: string) {
  return {
    isSet: (): boolean => {
      try {
        return storage().getItem(key) !== null;
      } catch {
        return true;
      }
    },
    set: (): void => {
      try {
        storage().setItem(key, 'true');
      } catch {
        // blocked storage: see above
      }
    },
  };
}
