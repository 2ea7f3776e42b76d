import { format } from "date-fns";
import type { OutboxRow } from "@/shared/admin-outbox";
import { TableStatusRows } from "@/web/components/table/table-status-row";
import { Button } from "@/web/components/ui/button";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/web/components/ui/table";

interface OutboxTableProps {
  rows: OutboxRow[] | undefined;
  loading: boolean;
  onOpen: (row: OutboxRow) => void;
}

/** Sent e-mail: Recipient, Subject, Kind, Sent; the subject opens the message. */
export function OutboxTable({ rows, loading, onOpen }: OutboxTableProps) {
  return (
    <Table aria-label="Sent e-mail" className="min-w-[640px]">
      <TableHeader>
        <TableRow>
          <TableHead>Recipient</TableHead>
          <TableHead>Subject</TableHead>
          <TableHead>Kind</TableHead>
          <TableHead>Sent</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableStatusRows rows={rows} loading={loading} colSpan={4} empty="No e-mail sent yet" />
        {rows?.map((row) => (
          <TableRow key={row.id}>
            <TableCell className="break-all">{row.recipient}</TableCell>
            <TableCell>
              {/* A button, not a link: the message opens over the list, which keeps its page. */}
              <Button
                variant="link"
                className="h-auto whitespace-normal p-0 text-left"
                onClick={() => onOpen(row)}
              >
                {row.subject}
              </Button>
            </TableCell>
            <TableCell className="whitespace-nowrap text-muted-foreground">{row.kind}</TableCell>
            <TableCell className="whitespace-nowrap">
              <time dateTime={row.sentAt}>
                {format(new Date(row.sentAt), "MMM d, yyyy h:mm a")}
              </time>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
