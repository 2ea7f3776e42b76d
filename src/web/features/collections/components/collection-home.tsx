import { Link } from "react-router";
import type { CollectionDetail, CollectionHome as Home } from "@/shared/collections";
import { headlinePrice } from "@/shared/listing-stage-note";
import { PropertyImage } from "@/web/components/properties/property-image";
import { Button } from "@/web/components/ui/button";
import { notifyError } from "@/web/lib/notify";
import { paths } from "@/web/lib/paths";
import { useAddNote, useDeleteNote, useReact, useToggleHome } from "../api/collection-writes";
import { NotesThread } from "./notes-thread";
import { Reactions } from "./reactions";

interface CollectionHomeProps {
  userId: string;
  collection: CollectionDetail;
  home: Home;
}

/** One home of a collection: the listing, everyone's reactions and the notes thread. */
export function CollectionHome({ userId, collection, home }: CollectionHomeProps) {
  const { property } = home;
  const react = useReact(userId, collection.id);
  const addNote = useAddNote(userId, collection.id);
  const deleteNote = useDeleteNote(userId, collection.id);
  const remove = useToggleHome(userId);
  const titleId = `home-${property.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]"
    >
      <div className="relative aspect-[4/3] overflow-hidden rounded-lg bg-muted">
        {property.image ? (
          <PropertyImage
            image={property.image}
            alt=""
            sizes="(min-width: 768px) 224px, 100vw"
            fill
          />
        ) : (
          <p className="flex size-full items-center justify-center text-muted-foreground text-sm">
            No photo available
          </p>
        )}
      </div>
      <div className="min-w-0 space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={titleId} className="break-words font-semibold text-lg">
              <Link to={paths.property(property.id)} className="hover:underline">
                {property.title}
              </Link>
            </h3>
            <p className="font-bold text-primary">{headlinePrice(property)}</p>
            <p className="text-muted-foreground text-sm">
              {property.address}, {property.city}, {property.state}
            </p>
            {home.addedByName ? (
              <p className="text-muted-foreground text-xs">Added by {home.addedByName}</p>
            ) : null}
          </div>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={remove.isPending}
            onClick={() =>
              remove
                .mutateAsync({ collectionId: collection.id, propertyId: property.id, add: false })
                .catch((error: unknown) =>
                  notifyError("Home not removed", error, "Please try again."),
                )
            }
          >
            Remove<span className="sr-only"> {property.title} from the collection</span>
          </Button>
        </div>
        <Reactions
          userId={userId}
          home={home}
          members={collection.members}
          busy={react.isPending}
          onReact={(reaction) => react.mutateAsync({ propertyId: property.id, reaction })}
        />
        <NotesThread
          userId={userId}
          homeTitle={property.title}
          fieldId={`note-${property.id}`}
          notes={home.notes}
          onAdd={(body) => addNote.mutateAsync({ propertyId: property.id, body })}
          onDelete={(noteId) => deleteNote.mutateAsync(noteId)}
        />
      </div>
    </article>
  );
}
