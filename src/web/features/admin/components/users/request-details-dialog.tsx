import { format } from "date-fns";
import type { AdminAccessRequestRow } from "@/shared/admin-users";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/web/components/ui/dialog";
import { REQUEST_TYPE_LABELS } from "./role-labels";

/** The submitted fields of a request as label and value, in the form's order. */
export function requestDetailRows(request: AdminAccessRequestRow): [string, string][] {
  const { details } = request;
  const rows: [string, string | undefined][] =
    request.requestType === "realtor"
      ? [
          ["Full Name", request.fullName],
          ["Brokerage Name", details.brokerageName],
          ["Brokerage Email", details.brokerageEmail],
          ["License Number", details.licenseNumber],
        ]
      : [
          ["Full Name", request.fullName],
          ["Company Name", details.companyName],
          ["Company Website", details.companyWebsite],
        ];
  return rows.map(([label, value]) => [label, value || "—"]);
}

/** Details: a popup listing what the user submitted. */
export function RequestDetailsDialog({ request }: { request: AdminAccessRequestRow }) {
  const type = REQUEST_TYPE_LABELS[request.requestType];
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          aria-label={`View details of ${request.user.name}'s request`}
        >
          View Details
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{type} Access Request</DialogTitle>
          <DialogDescription>
            Submitted by {request.user.name} ({request.user.email}) on{" "}
            {format(new Date(request.createdAt), "MMM d, yyyy 'at' h:mm a")}.
          </DialogDescription>
        </DialogHeader>
        <dl className="grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
          {requestDetailRows(request).map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-muted-foreground">{label}</dt>
              <dd className="break-all">{value}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
