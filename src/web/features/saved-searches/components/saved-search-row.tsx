import { Pause, Pencil, Play, Search, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import type { AlertFrequency, SavedSearch } from "@/shared/saved-searches";
import { ConfirmDeleteDialog } from "@/web/components/confirm-delete-dialog";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { notifyError } from "@/web/lib/notify";
import { paths } from "@/web/lib/paths";
import { useDeleteSavedSearch } from "../api/delete-saved-search";
import { useMarkSavedSearchSeen } from "../api/mark-saved-search-seen";
import { useUpdateSavedSearch } from "../api/update-saved-search";
import { AlertsHelpLink } from "./alerts-help-link";
import { FrequencySelect } from "./frequency-select";
import { RenameSavedSearchDialog } from "./rename-saved-search-dialog";

interface SavedSearchRowProps {
  userId: string;
  search: SavedSearch;
}

/** One saved search: Open (runs it, its matches then seen), Rename, alerts, Pause, Delete. */
export function SavedSearchRow({ userId, search }: SavedSearchRowProps) {
  const titleId = useId();
  const frequencyId = useId();
  const [dialog, setDialog] = useState<"rename" | "delete" | null>(null);
  const update = useUpdateSavedSearch(userId, search.id);
  const remove = useDeleteSavedSearch(userId);
  const markSeen = useMarkSavedSearchSeen(userId);
  const change = (changes: { frequency?: AlertFrequency; paused?: boolean }) =>
    update.mutate(changes, {
      onError: (error) => notifyError("Saved search not changed", error, "Please try again."),
    });

  return (
    <li aria-labelledby={titleId} className="space-y-3 rounded-xl border p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <h3 id={titleId} className="font-semibold [overflow-wrap:anywhere]">
            {search.name}
          </h3>
          <p className="text-muted-foreground text-sm [overflow-wrap:anywhere]">{search.label}</p>
        </div>
        <div className="flex gap-2">
          {search.newMatches > 0 ? (
            <Badge className="bg-primary text-primary-foreground">{search.newMatches} new</Badge>
          ) : null}
          {search.paused ? <Badge>Paused</Badge> : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={paths.search(Object.fromEntries(new URLSearchParams(search.query)))}
          onClick={() => markSeen.mutate(search.id)}
          aria-label={`Open ${search.name}`}
          className={buttonVariants({ size: "sm" })}
        >
          <Search aria-hidden="true" />
          Open
        </Link>
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-label={`Rename ${search.name}`}
          onClick={() => setDialog("rename")}
        >
          <Pencil aria-hidden="true" />
          Rename
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-label={`${search.paused ? "Resume" : "Pause"} alerts for ${search.name}`}
          disabled={update.isPending}
          onClick={() => change({ paused: !search.paused })}
        >
          {search.paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
          {search.paused ? "Resume" : "Pause"}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-label={`Delete ${search.name}`}
          onClick={() => setDialog("delete")}
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
        <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
          <label htmlFor={frequencyId} className="text-muted-foreground text-sm">
            E-mail alerts
          </label>
          <FrequencySelect
            id={frequencyId}
            className="h-9"
            value={search.frequency}
            disabled={update.isPending}
            onChange={(event) => change({ frequency: event.target.value as AlertFrequency })}
          />
          <AlertsHelpLink />
        </div>
      </div>
      {dialog === "rename" ? (
        <RenameSavedSearchDialog userId={userId} search={search} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === "delete" ? (
        <ConfirmDeleteDialog
          title="Delete saved search?"
          description="You will hear no more about listings that match it."
          subject={search.name}
          confirmLabel="Delete"
          onDelete={() => remove.mutateAsync(search.id)}
          success={{ title: "Saved search deleted", description: `"${search.name}" is gone.` }}
          failure={{ title: "Saved search not deleted", description: "Please try again." }}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </li>
  );
}
