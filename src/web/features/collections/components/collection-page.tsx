import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import type { CollectionDetail } from "@/shared/collections";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { BackLink, NotFoundNotice } from "@/web/components/not-found-notice";
import { PageHeader } from "@/web/components/page-header";
import { Button } from "@/web/components/ui/button";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { ApiClientError } from "@/web/lib/api-client";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import { paths } from "@/web/lib/paths";
import { useDeleteCollection, useRenameCollection } from "../api/collection-writes";
import { useCollection } from "../api/get-collection";
import { CollectionHome } from "./collection-home";
import { CollectionNameDialog } from "./collection-name-dialog";
import { CollectionsError, CollectionsLoading } from "./load-states";
import { MembersPanel } from "./members-panel";

/** /collections/:id: a collection's homes with reactions and notes, its members, polled. */
export function CollectionPage({ userId, id }: { userId: string; id: string }) {
  const collection = useCollection(userId, id);
  if (collection.error instanceof ApiClientError && collection.error.status === 404)
    return (
      <NotFoundNotice
        title="Collection Not Found"
        text="It may have been deleted, or you are not one of its members."
        backTo={paths.collections()}
        backLabel="All collections"
      />
    );
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 md:py-10">
      <BackLink to={paths.collections()}>All collections</BackLink>
      {collection.isPending ? (
        <CollectionsLoading label="Loading the collection" />
      ) : collection.isError ? (
        <CollectionsError
          message="We couldn't load this collection. Please try again."
          onRetry={() => void collection.refetch()}
        />
      ) : (
        <CollectionView userId={userId} collection={collection.data} />
      )}
    </div>
  );
}

function CollectionView({ userId, collection }: { userId: string; collection: CollectionDetail }) {
  const rename = useRenameCollection(userId, collection.id);
  const remove = useDeleteCollection(userId, collection.id);
  const navigate = useNavigate();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const owner = collection.role === "owner";

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(undefined);
      notifySuccess("Collection deleted", collection.name);
      navigate(paths.collections());
    } catch (error) {
      setDeleting(false);
      notifyError("Collection not deleted", error, "Please try again.");
    }
  };

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeader title={collection.name} />
        {owner ? (
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" size="sm" onClick={() => setRenaming(true)}>
              <Pencil aria-hidden="true" />
              Rename
            </Button>
            <Button type="button" variant="outline" size="sm" onClick={() => setDeleting(true)}>
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </div>
        ) : null}
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <section aria-labelledby="homes-title" className="order-2 space-y-4 lg:order-1">
          <h2 id="homes-title" className="font-semibold text-xl">
            Homes
          </h2>
          {collection.homes.length === 0 ? (
            <div className="rounded-xl border border-dashed px-4 py-10 text-center">
              <p className="font-medium">No homes in this collection yet</p>
              <p className="mt-1 text-muted-foreground text-sm">
                Use "Add to collection" on a listing or on your saved homes.
              </p>
              <div className="mt-4 flex flex-wrap justify-center gap-2">
                <Link to={paths.saved()} className={buttonVariants({ variant: "outline" })}>
                  Saved homes
                </Link>
                <Link to={paths.search()} className={buttonVariants()}>
                  Browse homes
                </Link>
              </div>
            </div>
          ) : (
            <ul className="space-y-4">
              {collection.homes.map((home) => (
                <li key={home.property.id}>
                  <CollectionHome userId={userId} collection={collection} home={home} />
                </li>
              ))}
            </ul>
          )}
        </section>
        <div className="order-1 lg:order-2">
          <MembersPanel userId={userId} collection={collection} />
        </div>
      </div>
      {renaming ? (
        <CollectionNameDialog
          title="Rename collection"
          description="Every member sees the new name."
          submitLabel="Rename"
          defaultName={collection.name}
          onSubmit={(name) => rename.mutateAsync(name)}
          onClose={() => setRenaming(false)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={`Delete ${collection.name}?`}
          description="Its homes, reactions and notes are deleted for every member. The homes stay on the site and in anyone's saved homes."
          confirmLabel="Delete collection"
          pending={remove.isPending}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(false)}
        />
      ) : null}
    </>
  );
}
