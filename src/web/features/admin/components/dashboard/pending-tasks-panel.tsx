import { Link } from "react-router";
import { LoadingIndicator } from "@/web/components/loading-indicator";
import { ReaderTime } from "@/web/components/reader-time";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { cn } from "@/web/lib/cn";
import { adminPaths } from "@/web/lib/paths";
import { useAdminPendingTasks } from "../../api/pending-tasks";
import { LoadError } from "./load-error";

const REQUEST_LABELS = { realtor: "Realtor", photographer: "Photographer" } as const;

/** Access requests waiting for a decision, each with a way to review it. */
export function PendingTasksPanel() {
  const tasks = useAdminPendingTasks();
  let body: React.ReactNode;
  if (tasks.isPending) body = <LoadingIndicator label="Loading tasks..." />;
  else if (tasks.isError)
    body = (
      <LoadError
        title="Failed to load pending tasks"
        description="Please try again or contact support."
        onRetry={() => void tasks.refetch()}
      />
    );
  else if (tasks.data.length === 0)
    body = <p className="py-8 text-center text-muted-foreground">No pending tasks</p>;
  else
    body = (
      <ul className="divide-y">
        {tasks.data.map((task) => (
          <li key={task.id} className="flex flex-wrap items-center gap-3 py-3">
            <div className="min-w-0 flex-1">
              <p className="font-medium text-sm">
                {REQUEST_LABELS[task.requestType]} access request from {task.user.name}
              </p>
              <p className="truncate text-muted-foreground text-xs">
                {task.user.email} · <ReaderTime at={task.createdAt} />
              </p>
            </div>
            <Link
              to={adminPaths.users({ tab: "requests", userId: task.user.id })}
              aria-label={`Review ${task.user.name}'s ${task.requestType} request`}
              className={buttonVariants({ variant: "outline", size: "sm" })}
            >
              Review
            </Link>
          </li>
        ))}
      </ul>
    );
  return (
    <div className="space-y-3">
      <h3 className="font-semibold">Action Required</h3>
      {body}
      <Link
        to={adminPaths.users({ tab: "requests" })}
        className={cn(buttonVariants({ variant: "link" }), "px-0")}
      >
        View All Tasks
      </Link>
    </div>
  );
}
