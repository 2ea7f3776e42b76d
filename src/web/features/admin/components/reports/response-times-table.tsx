import type { RealtorResponseTime } from "@/shared/conversations";
import { TableStatusRows } from "@/web/components/table/table-status-row";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/web/components/ui/table";
import { formatMinutes } from "./format-minutes";

interface ResponseTimesTableProps {
  rows: RealtorResponseTime[] | undefined;
  loading: boolean;
}

/** Each realtor's median time to first reply over the last 90 days, and how many threads. */
export function ResponseTimesTable({ rows, loading }: ResponseTimesTableProps) {
  return (
    <Table aria-label="Realtors' response times" className="min-w-[480px]">
      <TableHeader>
        <TableRow>
          <TableHead>Realtor</TableHead>
          <TableHead>Median first reply</TableHead>
          <TableHead>Threads (90 days)</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableStatusRows rows={rows} loading={loading} colSpan={3} empty="No realtors yet" />
        {rows?.map((row) => (
          <TableRow key={row.realtorId}>
            <TableCell>{row.name}</TableCell>
            <TableCell>{formatMinutes(row.medianMinutes)}</TableCell>
            <TableCell>{row.threads}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
