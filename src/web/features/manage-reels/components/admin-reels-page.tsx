import { useSearchParams } from "react-router";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import type { ManagedReelsQuery } from "../api/managed-reels";
import { ReelsManager } from "./reels-manager";

/** The page's search and page from the URL; anything unknown falls back to the default. */
function readQuery(search: URLSearchParams): ManagedReelsQuery {
  const page = Number(search.get("page"));
  return {
    q: search.get("q")?.trim() ?? "",
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** /admin/reels?q=&page=: every reel, for administrators. */
export function AdminReelsPage() {
  useDocumentTitle("Reels");
  const [search, setSearch] = useSearchParams();
  const query = readQuery(search);
  const onQuery = (change: Partial<ManagedReelsQuery>, replace = false) => {
    const next = { ...query, ...change };
    const params = new URLSearchParams();
    if (next.q) params.set("q", next.q);
    if (next.page > 1) params.set("page", String(next.page));
    setSearch(params, { replace });
  };

  return (
    <div className="mx-auto grid w-full min-w-0 max-w-7xl gap-6 px-4 py-8 md:px-8">
      <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">Reels</h1>
      <ReelsManager query={query} onQuery={onQuery} showAuthor />
    </div>
  );
}
