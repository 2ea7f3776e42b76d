import { useQueryClient } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import type { OutboxRow } from "@/shared/admin-outbox";
import { OUTBOX_SEARCH_MAX } from "@/shared/schemas/admin-outbox";
import { PageHeader } from "@/web/components/page-header";
import { LoadError } from "@/web/components/table/load-error";
import { TablePagination } from "@/web/components/table/table-pagination";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { UrlSearchBox } from "@/web/components/url-search-box";
import { ADMIN_OUTBOX_KEY, useOutboxMessages } from "../../api/outbox-messages";
import { JobCountsPanel } from "./job-counts";
import { OutboxMessageDialog } from "./outbox-message-dialog";
import { OutboxTable } from "./outbox-table";

/** `?page=` as a whole number from 1; anything else is page 1. */
function pageOf(search: URLSearchParams): number {
  const page = Number(search.get("page"));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * /admin/outbox: every e-mail the app sent, newest first, with the job queue's
 * counts above. Without SMTP_URL this is where a newcomer finds a reset or confirmation link.
 */
export function AdminOutboxPage() {
  const [search, setSearch] = useSearchParams();
  const page = pageOf(search);
  const q = search.get("q")?.trim() ?? "";
  const messages = useOutboxMessages(page, q);
  const [open, setOpen] = useState<OutboxRow | null>(null);
  const queryClient = useQueryClient();
  /** The page and search in the URL; a new search starts at its first page. */
  const show = (next: { page: number; q: string }, replace = false) => {
    const params = new URLSearchParams();
    if (next.q) params.set("q", next.q);
    if (next.page > 1) params.set("page", String(next.page));
    setSearch(params, { preventScrollReset: true, replace });
  };
  const onPage = (next: number) => show({ page: next, q });

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 md:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeader title="Outbox" description="Every e-mail the app sent, newest first." />
        <Button
          variant="outline"
          onClick={() => void queryClient.invalidateQueries({ queryKey: ADMIN_OUTBOX_KEY })}
          disabled={messages.isFetching}
        >
          <RefreshCw aria-hidden="true" />
          Refresh
        </Button>
      </div>
      <JobCountsPanel />
      <Card className="grid min-w-0 gap-4 p-5" aria-busy={messages.isFetching || undefined}>
        <UrlSearchBox
          label="Search sent e-mail"
          placeholder="Search by recipient or subject..."
          maxLength={OUTBOX_SEARCH_MAX}
          className="sm:max-w-sm"
          size="compact"
          value={q}
          onCommit={(text, replace) => show({ page: 1, q: text.trim() }, replace)}
        />
        {messages.isError ? (
          <LoadError
            error={messages.error}
            title="Failed to load sent e-mail"
            onRetry={() => messages.refetch()}
          />
        ) : null}
        <OutboxTable rows={messages.data?.items} loading={messages.isPending} onOpen={setOpen} />
        {messages.data ? (
          <TablePagination page={page} pageCount={messages.data.pageCount} onPage={onPage} />
        ) : null}
      </Card>
      <OutboxMessageDialog row={open} onClose={() => setOpen(null)} />
    </div>
  );
}
