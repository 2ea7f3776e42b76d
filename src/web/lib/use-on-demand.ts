import { useCallback, useState } from "react";
import { notifyError } from "./notify";
import type { OnDemand } from "./on-demand";

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
          notifyError("Error", error, failure);
        },
      );
    },
    [loader, failure],
  );
  return { module, busy, open };
}
