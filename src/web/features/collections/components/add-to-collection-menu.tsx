import { FolderPlus, Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import { useCreateCollection, useToggleHome } from "../api/collection-writes";
import { useCollections } from "../api/get-collections";
import { CollectionNameDialog } from "./collection-name-dialog";

interface AddToCollectionMenuProps {
  userId: string;
  propertyId: string;
  propertyTitle: string;
  /** "icon" over a card's photo; "button" with its words on the listing page. */
  look?: "icon" | "button";
}

const ICON_CONTROL =
  "flex size-10 items-center justify-center rounded-full bg-background/90 shadow-sm hover:bg-background";

/**
 * 'Add to collection': the member's collections, each checked when it holds this home (choosing
 * one puts it in or takes it out), and 'New collection' to start one with it.
 */
export function AddToCollectionMenu({
  userId,
  propertyId,
  propertyTitle,
  look = "button",
}: AddToCollectionMenuProps) {
  const [open, setOpen] = useState(false);
  const [naming, setNaming] = useState(false);
  // Asked for when the menu opens: a grid of cards must not ask once per card.
  const items = useCollections(userId, propertyId, open);
  const toggle = useToggleHome(userId);
  const create = useCreateCollection(userId);

  const change = async (collectionId: string, name: string, add: boolean) => {
    try {
      await toggle.mutateAsync({ collectionId, propertyId, add });
      notifySuccess(
        add ? "Added to collection" : "Removed from collection",
        `${propertyTitle} · ${name}`,
      );
    } catch (error) {
      notifyError("Collection not changed", error, "Please try again.");
    }
  };

  const startWith = async (name: string) => {
    const collection = await create.mutateAsync(name);
    await change(collection.id, collection.name, true);
  };

  return (
    <>
      <DropdownMenu open={open} onOpenChange={setOpen}>
        <DropdownMenuTrigger asChild>
          {look === "icon" ? (
            <button type="button" aria-label="Add to collection" className={ICON_CONTROL}>
              <FolderPlus aria-hidden="true" className="size-5" />
            </button>
          ) : (
            <Button type="button" variant="outline" className="w-full">
              <FolderPlus aria-hidden="true" />
              Add to collection
            </Button>
          )}
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="max-h-80 w-64 overflow-y-auto">
          <DropdownMenuLabel className="font-semibold">Add to collection</DropdownMenuLabel>
          {items.isPending ? (
            <DropdownMenuItem disabled>Loading collections…</DropdownMenuItem>
          ) : items.isError ? (
            <DropdownMenuItem disabled>Couldn't load your collections</DropdownMenuItem>
          ) : (
            items.data.map((collection) => (
              <DropdownMenuCheckboxItem
                key={collection.id}
                checked={collection.hasProperty}
                disabled={toggle.isPending}
                onCheckedChange={(checked) => void change(collection.id, collection.name, checked)}
                onSelect={(event) => event.preventDefault()}
              >
                <span className="truncate">{collection.name}</span>
              </DropdownMenuCheckboxItem>
            ))
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setNaming(true)}>
            <Plus aria-hidden="true" />
            New collection
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {naming ? (
        <CollectionNameDialog
          title="New collection"
          description={`Start a collection with ${propertyTitle}. You can invite someone to share it.`}
          submitLabel="Create and add"
          onSubmit={startWith}
          onClose={() => setNaming(false)}
        />
      ) : null}
    </>
  );
}
