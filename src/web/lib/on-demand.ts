import { useCallback, useState } from "react";

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

/**
 * Loads `loader` when `open` is called, then runs `then`. `busy` is true while the chunk loads (for
 * a spinner and aria-busy on the button that asked); a failed load raises an error toast.
 */
export function useOnDemand<T>(loader: OnDemand<T>, failure: string) {
  const [module, setModule] = useState(loader.current);
  const [busy, setBusy] = useState(false);
  const open = useCallback(
    (then: () => void) => {
      if (loader.current) {
        setModule(loader.current);
        then();
        return;
      }
      setBusy(true);
      loader.load().then(
        (loaded) => {
          setBusy(false);
          setModule(loaded);
          then();
        },
        (error: unknown) => {
          setBusy(false);
          // Imported here, not at the top: notify.ts itself loads sonner through onDemand.
          void import("./notify").then(({ notifyError }) => notifyError("Error", error, failure));
        },
      );
    },
    [loader, failure],
  );
  return { module, busy, open };
}
