import type { DraftSaveState } from "./use-draft-autosave";

const time = new Intl.DateTimeFormat("en-US", { timeStyle: "short" });

/** Where the draft stands, said quietly beside Save (read out when it changes). */
export function DraftStatus({ state, offered }: { state: DraftSaveState; offered: boolean }) {
  const text = offered
    ? "Restore or discard your draft to keep new changes."
    : state.kind === "saving"
      ? "Saving draft..."
      : state.kind === "saved"
        ? `Draft saved at ${time.format(state.at)}`
        : state.kind === "failed"
          ? "The draft could not be kept. Save the listing to keep your changes."
          : "";
  return (
    <p
      role="status"
      className={
        state.kind === "failed" && !offered
          ? "text-destructive text-sm sm:mr-auto"
          : "text-muted-foreground text-sm sm:mr-auto"
      }
    >
      {text}
    </p>
  );
}
