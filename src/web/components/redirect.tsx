import { useEffect } from "react";
import { useNavigate } from "react-router";
import { PageSkeleton } from "@/web/components/page-skeleton";

/**
 * Leaves for `to` (replacing this entry) once the page is live; until then, and on the server,
 * a skeleton. The server's HTML and the browser's first render so stay the same.
 */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace: true });
  }, [navigate, to]);
  return <PageSkeleton />;
}
