/** A module loaded on first use; later calls share the same promise (retried after a failure). */
export interface OnDemand<T> {
  load: () => Promise<T>;
  readonly current: T | undefined;
}

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let promise: Promise<T> | undefined;
  let current: T | undefined;
  return {
    load() {
      promise ??= importer().then(
        (loaded) => {
          current = loaded;
          return loaded;
        },
        (error: unknown) => {
          promise = undefined;
          throw error;
        },
      );
      return promise;
    },
    get current() {
      return current;
    },
  };
}
