import { Construction } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "@/web/components/page-header";
import { adminPaths } from "./admin-paths";

interface ComingLaterPageProps {
  title: string;
  /** One honest sentence, e.g. "Property management arrives in the next release." */
  message: string;
}

/** An admin screen that arrives in a later issue: said plainly, with a way back. */
export function ComingLaterPage({ title, message }: ComingLaterPageProps) {
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 md:px-8">
      <PageHeader title={title} />
      <div className="flex items-start gap-3 rounded-lg border border-dashed p-6">
        <Construction aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="space-y-2">
          <p>{message}</p>
          <Link
            to={adminPaths.dashboard()}
            className="font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            Back to Admin Dashboard
          </Link>
        </div>
      </div>
    </div>
  );
}
