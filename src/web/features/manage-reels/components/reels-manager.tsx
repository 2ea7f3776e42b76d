import { Upload } from "lucide-react";
import { useState } from "react";
import { MANAGED_REEL_SEARCH_MAX } from "@/shared/manage-reels";
import { LoadError } from "@/web/components/table/load-error";
import { TablePagination } from "@/web/components/table/table-pagination";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent } from "@/web/components/ui/card";
import { UrlSearchBox } from "@/web/components/url-search-box";
import { type ManagedReelsQuery, useManagedReels } from "../api/managed-reels";
import { DeleteReelDialog } from "./delete-reel-dialog";
import { EditReelDialog } from "./edit-reel-dialog";
import { ReelStorageMeter } from "./reel-storage-meter";
import { ReelUploadsList } from "./reel-uploads-list";
import { type ReelAction, ReelsTable } from "./reels-table";
import { UploadReelDialog } from "./upload-reel-dialog";

interface ReelsManagerProps {
  /** The search and page, held by the page (the URL on /admin/reels, state on the dashboard). */
  query: ManagedReelsQuery;
  onQuery: (change: Partial<ManagedReelsQuery>, replace?: boolean) => void;
  showAuthor: boolean;
}

type Dialog = ReelAction | { kind: "upload" } | null;

/**
 * The reel manager shared by administrators (every reel) and realtors (their own): the server
 * decides which reels and uploads come back, the page only shows them.
 */
export function ReelsManager({ query, onQuery, showAuthor }: ReelsManagerProps) {
  const reels = useManagedReels(query);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <UrlSearchBox
          label="Search reels"
          placeholder="Search reels..."
          maxLength={MANAGED_REEL_SEARCH_MAX}
          className="sm:max-w-sm"
          size="compact"
          value={query.q}
          onCommit={(q, replace) => onQuery({ q, page: 1 }, replace)}
        />
        <Button onClick={() => setDialog({ kind: "upload" })}>
          <Upload aria-hidden="true" />
          Upload Reel
        </Button>
      </div>
      {reels.data ? <ReelStorageMeter usage={reels.data.storage} /> : null}
      {reels.data ? <ReelUploadsList uploads={reels.data.uploads} showAuthor={showAuthor} /> : null}
      <Card className="min-w-0">
        <CardContent
          className="grid gap-4 overflow-x-auto p-2 sm:p-4"
          aria-busy={reels.isFetching || undefined}
        >
          {reels.isError ? (
            <LoadError
              error={reels.error}
              title="Failed to load reels"
              onRetry={() => reels.refetch()}
            />
          ) : null}
          <ReelsTable
            reels={reels.data?.items}
            loading={reels.isPending}
            showAuthor={showAuthor}
            onAction={setDialog}
          />
          {reels.data ? (
            <TablePagination
              page={query.page}
              pageCount={Math.ceil(reels.data.total / reels.data.pageSize)}
              onPage={(page) => onQuery({ page })}
            />
          ) : null}
        </CardContent>
      </Card>
      {dialog?.kind === "upload" ? (
        <UploadReelDialog storage={reels.data?.storage} onClose={close} />
      ) : null}
      {dialog?.kind === "edit" ? <EditReelDialog reel={dialog.reel} onClose={close} /> : null}
      {dialog?.kind === "delete" ? <DeleteReelDialog reel={dialog.reel} onClose={close} /> : null}
    </div>
  );
}
