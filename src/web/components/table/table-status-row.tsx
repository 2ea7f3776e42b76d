import { TableCell, TableRow } from "@/web/components/ui/table";

/** One full-width row for 'Loading...' or an empty table's text. */
function TableStatusRow({ colSpan, children }: { colSpan: number; children: string }) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan} className="py-10 text-center text-muted-foreground">
        {children}
      </TableCell>
    </TableRow>
  );
}

interface TableStatusRowsProps {
  /** The table's rows; undefined until the first answer arrives. */
  rows: readonly unknown[] | undefined;
  loading: boolean;
  colSpan: number;
  /** The empty table's text, e.g. 'No users found'. */
  empty: string;
}

/** 'Loading...' before the first answer, or the empty text when it holds no rows. */
export function TableStatusRows({ rows, loading, colSpan, empty }: TableStatusRowsProps) {
  if (loading && !rows) return <TableStatusRow colSpan={colSpan}>Loading...</TableStatusRow>;
  if (rows?.length === 0) return <TableStatusRow colSpan={colSpan}>{empty}</TableStatusRow>;
  return null;
}
