import { TableCell, TableRow } from "@/web/components/ui/table";

/** One full-width row for 'Loading...' or an empty table's text. */
export function TableStatusRow({ colSpan, children }: { colSpan: number; children: string }) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan} className="py-10 text-center text-muted-foreground">
        {children}
      </TableCell>
    </TableRow>
  );
}
