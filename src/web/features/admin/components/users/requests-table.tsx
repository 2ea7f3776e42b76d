import type { AdminAccessRequestRow } from "@/shared/admin-users";
import { ReaderTime } from "@/web/components/reader-time";
import { TableStatusRows } from "@/web/components/table/table-status-row";
import { Badge } from "@/web/components/ui/badge";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/web/components/ui/table";
import { RequestActions } from "./request-actions";
import { RequestDetailsDialog } from "./request-details-dialog";
import { REQUEST_TYPE_LABELS } from "./role-labels";
import { UserIdentity } from "./user-identity";

const COLUMNS = 5;

interface RequestsTableProps {
  requests: AdminAccessRequestRow[] | undefined;
  loading: boolean;
}

/** Pending Requests: User, Request Type, Submitted, Details, Actions. */
export function RequestsTable({ requests, loading }: RequestsTableProps) {
  return (
    <Table stickyActions aria-label="Pending requests" className="min-w-[680px]">
      <TableHeader>
        <TableRow>
          <TableHead>User</TableHead>
          <TableHead>Request Type</TableHead>
          <TableHead>Submitted</TableHead>
          <TableHead>Details</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableStatusRows
          rows={requests}
          loading={loading}
          colSpan={COLUMNS}
          empty={"No requests found"}
        />

        {requests?.map((request) => (
          <TableRow key={request.id}>
            <TableCell>
              <UserIdentity
                name={request.user.name}
                username={request.user.username}
                avatarUrl={request.user.avatarUrl}
              />
              <p className="mt-1 whitespace-nowrap text-muted-foreground text-xs">
                {request.user.email}
              </p>
            </TableCell>
            <TableCell>
              <Badge>{REQUEST_TYPE_LABELS[request.requestType]}</Badge>
            </TableCell>
            <TableCell className="whitespace-nowrap">
              <ReaderTime at={request.createdAt} />
            </TableCell>
            <TableCell>
              <RequestDetailsDialog request={request} />
            </TableCell>
            <TableCell>
              <RequestActions request={request} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
