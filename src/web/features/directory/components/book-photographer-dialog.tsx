import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useMemo } from "react";
import { Controller, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { BOOKING_SERVICE_LABELS, BOOKING_SERVICES } from "@/shared/bookings";
import { TOUR_WINDOW_LABELS, TOUR_WINDOWS, threadPath } from "@/shared/conversations";
import { type BookingRequestInput, bookingRequestSchema } from "@/shared/schemas/bookings";
import { LoadError } from "@/web/components/table/load-error";
import { Button } from "@/web/components/ui/button";
import { ChipCheckboxGroup, ChipRadioGroup } from "@/web/components/ui/choice-chips";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { NativeSelect } from "@/web/components/ui/native-select";
import { Skeleton } from "@/web/components/ui/skeleton";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { Textarea } from "@/web/components/ui/textarea";
import { upcomingDateBounds } from "@/web/lib/booking-window";
import { applyFieldIssues } from "@/web/lib/form-errors";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import { useBookableListings, useBookPhotographer } from "../api/book-photographer";

const FIELDS = ["listingId", "date", "window", "services", "note"] as const;
const SERVICE_OPTIONS = BOOKING_SERVICES.map((value) => ({
  value,
  label: BOOKING_SERVICE_LABELS[value],
}));
const WINDOW_OPTIONS = TOUR_WINDOWS.map((value) => ({ value, label: TOUR_WINDOW_LABELS[value] }));

export interface BookPhotographerDialogProps {
  photographerId: string;
  name: string;
  /** The listing to pick first (the directory opened from a listing's page). */
  listingId?: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes on closing: the button that opened it. */
  returnFocus: () => void;
}

/** The realtor's booking of a photographer; sent, it opens the thread where they answer. */
export function BookPhotographerDialog({
  name,
  open,
  onOpenChange,
  returnFocus,
  ...props
}: BookPhotographerDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-h-[90dvh] overflow-y-auto"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Book {name}</DialogTitle>
          <DialogDescription>
            {name} can accept, decline or propose another time in your conversation.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from a fresh form. */}
        {open ? <BookingForm {...props} onCancel={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

interface BookingFormProps {
  photographerId: string;
  listingId?: string | null;
  onCancel: () => void;
}

function BookingForm({ photographerId, listingId, onCancel }: BookingFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const bounds = useMemo(() => upcomingDateBounds(), []);
  const listings = useBookableListings();
  const book = useBookPhotographer();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BookingRequestInput>({
    resolver: zodResolver(bookingRequestSchema),
    defaultValues: {
      photographerId,
      listingId: listingId ?? "",
      date: "",
      window: "morning",
      services: ["photos"],
      note: "",
    },
  });

  const submit = handleSubmit(async (input) => {
    try {
      const booking = await book.mutateAsync(input);
      notifySuccess("Booking sent", "You will hear back in this conversation.");
      navigate(threadPath("member", booking.conversationId));
    } catch (error) {
      if (!applyFieldIssues(error, setError, FIELDS)) {
        notifyError("Failed to send the booking", error, "Please try again.");
      }
    }
  });

  if (listings.isPending) {
    return (
      <div aria-busy="true" className="space-y-3">
        <span className="sr-only">Loading your listings...</span>
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (listings.isError) {
    return (
      <LoadError
        error={listings.error}
        title="Failed to load your listings"
        onRetry={() => listings.refetch()}
      />
    );
  }
  if (listings.data.items.length === 0) {
    return (
      <p className="text-muted-foreground text-sm">
        Add a listing first: a booking is for one of your listings.
      </p>
    );
  }

  const fieldError = (field: (typeof FIELDS)[number]) => {
    const message = errors[field]?.message;
    return message ? (
      <p id={`${id}-${field}-error`} className="text-destructive text-sm">
        {message}
      </p>
    ) : null;
  };
  const described = (field: (typeof FIELDS)[number]) =>
    errors[field]
      ? { "aria-invalid": true as const, "aria-describedby": `${id}-${field}-error` }
      : {};

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-listing`}>Listing</Label>
        <NativeSelect id={`${id}-listing`} {...described("listingId")} {...register("listingId")}>
          <option value="">Choose one of your listings</option>
          {listings.data.items.map((listing) => (
            <option key={listing.id} value={listing.id}>
              {listing.title} · {listing.address}, {listing.city}
            </option>
          ))}
        </NativeSelect>
        {fieldError("listingId")}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-date`}>Day</Label>
        <Input
          id={`${id}-date`}
          type="date"
          min={bounds.min}
          max={bounds.max}
          {...described("date")}
          {...register("date")}
        />
        {fieldError("date")}
      </div>
      <Controller
        control={control}
        name="window"
        render={({ field }) => (
          <ChipRadioGroup
            legend="Time"
            options={WINDOW_OPTIONS}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <div className="grid gap-1">
        <Controller
          control={control}
          name="services"
          render={({ field }) => (
            <ChipCheckboxGroup
              legend="What you need"
              options={SERVICE_OPTIONS}
              values={field.value}
              onChange={field.onChange}
            />
          )}
        />
        {fieldError("services")}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-note`}>Note (optional)</Label>
        <Textarea
          id={`${id}-note`}
          rows={3}
          placeholder="Access, parking, rooms to feature..."
          {...described("note")}
          {...register("note")}
        />
        {fieldError("note")}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <SubmitButton busy={isSubmitting} busyLabel="Sending...">
          Send booking
        </SubmitButton>
      </div>
    </form>
  );
}
