import { LoaderCircle } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { statusLabel } from "@/shared/listing-life";
import { LoadError } from "@/web/components/table/load-error";
import { Button } from "@/web/components/ui/button";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { useListingDraft } from "../api/listing-draft";
import { useManagedProperty } from "../api/managed-property";
import { EMPTY_PROPERTY_FORM, propertyFormFields } from "../property-form-values";
import { PropertyForm } from "./property-form";
import { StatusDialog, type StatusTarget } from "./status-dialog";

interface ListingFormPageProps {
  /** The listing being edited; absent when creating one. */
  listingId?: string;
  /** Administrators feature listings and choose their realtor. */
  asAdmin: boolean;
  /** The listing manager this page came from, where Cancel and a save go back to. */
  backTo: string;
}

/**
 * Add Property / Edit Property as a page of its own: the listing (when editing) and any draft
 * kept from an earlier visit load first, then the form in sections.
 */
export function ListingFormPage({ listingId, asAdmin, backTo }: ListingFormPageProps) {
  const editing = listingId !== undefined;
  const title = editing ? "Edit Property" : "Add Property";
  useDocumentTitle(title);
  const navigate = useNavigate();
  const property = useManagedProperty(listingId);
  const draft = useListingDraft(listingId);
  const failed = (editing && property.isError && property) || (draft.isError && draft) || null;
  const back = () => navigate(backTo);

  return (
    <div className="mx-auto grid w-full min-w-0 max-w-6xl gap-6 px-4 py-6 md:px-8 md:py-8">
      <header className="grid gap-1">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{title}</h1>
        <p className="text-muted-foreground text-sm">
          {editing
            ? "Change the listing's details and photos, then save."
            : "Describe the listing and add at least one photo."}{" "}
          What you type is kept as a draft until you save.
        </p>
      </header>
      {failed ? (
        <LoadError
          error={failed.error}
          title={editing ? "Failed to load property" : "Failed to load your draft"}
          onRetry={() => failed.refetch()}
        />
      ) : !draft.data || (editing && !property.data) ? (
        <p className="flex items-center gap-2 text-muted-foreground text-sm" role="status">
          <LoaderCircle
            aria-hidden="true"
            className="size-4 animate-spin motion-reduce:animate-none"
          />
          {editing ? "Loading property..." : "Loading your draft..."}
        </p>
      ) : property.data ? (
        <>
          <ListingStage property={property.data} />
          <PropertyForm
            propertyId={listingId}
            defaults={propertyFormFields(property.data)}
            images={property.data.images}
            realtor={property.data.assignedRealtor}
            asAdmin={asAdmin}
            draft={draft.data.draft}
            onCancel={back}
            onSaved={back}
          />
        </>
      ) : (
        <PropertyForm
          defaults={EMPTY_PROPERTY_FORM}
          asAdmin={asAdmin}
          draft={draft.data.draft}
          onCancel={back}
          onSaved={back}
        />
      )}
    </div>
  );
}

/** The listing's stage, changed from here too: its own dialog asks each stage's facts. */
function ListingStage({ property }: { property: StatusTarget }) {
  const [changing, setChanging] = useState(false);
  return (
    <p className="flex flex-wrap items-center gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm">
      Status: <strong>{statusLabel(property.offer, property.status)}</strong>
      <Button type="button" variant="link" className="h-auto p-0" onClick={() => setChanging(true)}>
        Change status
      </Button>
      {changing ? <StatusDialog property={property} onClose={() => setChanging(false)} /> : null}
    </p>
  );
}
