import { Link } from "react-router";
import { LoadError } from "@/web/components/table/load-error";
import { TablePagination } from "@/web/components/table/table-pagination";
import { useAdminAccessRequests } from "../../api/access-requests";
import { RequestsTable } from "./requests-table";

interface RequestsPanelProps {
  userId: string | undefined;
  page: number;
  onPage: (page: number) => void;
}

/** Pending Requests; ?userId= (the dashboard's Review button) narrows it to one user. */
export function RequestsPanel({ userId, page, onPage }: RequestsPanelProps) {
  const requests = useAdminAccessRequests({ userId, page });
  const items = requests.data?.items;
  const who = userId ? items?.[0]?.user.name : undefined;

  return (
    <div className="grid gap-4" aria-busy={requests.isFetching || undefined}>
      {userId ? (
        <p className="flex flex-wrap items-center gap-2 rounded-md bg-muted px-3 py-2 text-sm">
          <span>{who ? `Showing requests from ${who}.` : "Showing one user's requests."}</span>
          <Link
            to="?tab=requests"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Show all requests
          </Link>
        </p>
      ) : null}
      {requests.isError ? (
        <LoadError
          error={requests.error}
          title="Failed to load requests"
          onRetry={() => requests.refetch()}
        />
      ) : null}
      <RequestsTable requests={items} loading={requests.isPending} />
      {requests.data ? (
        <TablePagination page={page} pageCount={requests.data.pageCount} onPage={onPage} />
      ) : null}
    </div>
  );
}
