import { FolderHeart, Plus, Users } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { PageHeader } from "@/web/components/page-header";
import { Button } from "@/web/components/ui/button";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { notifySuccess } from "@/web/lib/notify";
import { paths } from "@/web/lib/paths";
import { useCreateCollection } from "../api/collection-writes";
import { useCollections } from "../api/get-collections";
import { CollectionNameDialog } from "./collection-name-dialog";
import { CollectionsError, CollectionsLoading } from "./load-states";

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? "" : "s"}`;

/** /collections: the member's collections, their own and those shared with them. */
export function CollectionsListPage({ userId }: { userId: string }) {
  const collections = useCollections(userId);
  const create = useCreateCollection(userId);
  const [naming, setNaming] = useState(false);
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 md:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeader
          title="Collections"
          description="Group homes, share them with a co-buyer, react and leave notes together."
        />
        <div className="flex flex-wrap gap-2">
          <Link to={paths.saved()} className={buttonVariants({ variant: "outline" })}>
            Saved homes
          </Link>
          <Button type="button" onClick={() => setNaming(true)}>
            <Plus aria-hidden="true" />
            New collection
          </Button>
        </div>
      </div>
      {collections.isPending ? (
        <CollectionsLoading label="Loading collections" />
      ) : collections.isError ? (
        <CollectionsError
          message="We couldn't load your collections. Please try again."
          onRetry={() => void collections.refetch()}
        />
      ) : collections.data.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed px-4 py-16 text-center">
          <FolderHeart aria-hidden="true" className="size-10 text-muted-foreground" />
          <h2 className="font-semibold text-xl">No collections yet</h2>
          <p className="max-w-md text-muted-foreground">
            Start one such as "Weekend tours" or "Top 3", add homes to it from a listing or your
            saved homes, and invite someone to share it.
          </p>
        </div>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {collections.data.map((collection) => (
            <li key={collection.id}>
              <Link
                to={paths.collection(collection.id)}
                className="flex h-full flex-col gap-1 rounded-xl border bg-card p-4 shadow-sm hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="break-words font-semibold text-lg">{collection.name}</span>
                <span className="text-muted-foreground text-sm">
                  {plural(collection.homeCount, "home")}
                </span>
                {collection.memberCount > 1 ? (
                  <span className="flex items-center gap-1 text-muted-foreground text-sm">
                    <Users aria-hidden="true" className="size-4" />
                    Shared · {plural(collection.memberCount, "member")}
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {naming ? (
        <CollectionNameDialog
          title="New collection"
          description="Name it for what it holds; you can invite someone to share it."
          submitLabel="Create"
          onSubmit={async (name) => {
            await create.mutateAsync(name);
            notifySuccess("Collection created", name);
          }}
          onClose={() => setNaming(false)}
        />
      ) : null}
    </div>
  );
}
