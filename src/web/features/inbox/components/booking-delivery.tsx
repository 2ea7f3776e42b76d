import { ImagePlus } from "lucide-react";
import { type ChangeEvent, useId, useState } from "react";
import { Link } from "react-router";
import type { BookingPhoto, BookingSummary } from "@/shared/bookings";
import { PropertyImage } from "@/web/components/properties/property-image";
import { Button } from "@/web/components/ui/button";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import { paths } from "@/web/lib/paths";
import {
  useAddToListing,
  useAddToPortfolio,
  useDeliverBooking,
  useUploadBookingPhoto,
} from "../api/bookings";
import { handOverLabel } from "../booking-format";
import { DeliveredVideo, DeliverVideo } from "./booking-video";

const THUMB_SIZES = "(min-width: 768px) 160px, 33vw";

function Thumb({ photo, index, total }: { photo: BookingPhoto; index: number; total: number }) {
  return (
    <div className="relative aspect-[4/3] overflow-hidden rounded-md bg-muted">
      <PropertyImage
        image={photo}
        alt={photo.label || `Delivered photo ${index + 1} of ${total}`}
        sizes={THUMB_SIZES}
        fill
      />
    </div>
  );
}

/**
 * The photographer's side of a confirmed booking: upload the shoot's photos and its video for a
 * reel, then deliver them together.
 */
export function DeliverPhotos({ booking }: { booking: BookingSummary }) {
  const id = useId();
  const upload = useUploadBookingPhoto(booking.id);
  const deliver = useDeliverBooking(booking.id);
  const [sending, setSending] = useState(0);
  const { photos } = booking;
  const hasVideo = booking.video !== null;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = "";
    setSending(files.length);
    for (const file of files) {
      try {
        await upload.mutateAsync(file);
      } catch (error) {
        notifyError(`Failed to upload ${file.name}`, error, "Please try another photo.");
      }
      setSending((left) => left - 1);
    }
  };

  const handOver = async () => {
    try {
      await deliver.mutateAsync();
      notifySuccess("Delivered", "The realtor can now add your work to the listing.");
    } catch (error) {
      notifyError("Failed to deliver the photos", error, "Please try again.");
    }
  };

  return (
    <div className="space-y-3 border-t pt-3">
      <h4 className="font-medium text-sm">Deliver the shoot</h4>
      {photos.length > 0 ? (
        <ul aria-label="Uploaded photos" className="grid grid-cols-3 gap-2">
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <Thumb photo={photo} index={index} total={photos.length} />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <label
          htmlFor={`${id}-files`}
          className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-md border px-3 font-medium text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
        >
          <ImagePlus aria-hidden="true" className="size-4" />
          Upload photos
          <input
            id={`${id}-files`}
            type="file"
            accept="image/*"
            multiple
            className="sr-only"
            onChange={(event) => void pick(event)}
          />
        </label>
        {sending > 0 ? (
          <span role="status" className="text-muted-foreground text-sm">
            Uploading {sending}...
          </span>
        ) : null}
      </div>
      <DeliverVideo booking={booking} />
      <Button
        size="sm"
        onClick={() => void handOver()}
        disabled={(photos.length === 0 && !hasVideo) || sending > 0 || deliver.isPending}
      >
        Deliver {handOverLabel(photos.length, hasVideo)}
      </Button>
    </div>
  );
}

/**
 * The realtor's side of a delivery: pick the photos for the listing and whether the video becomes
 * a reel on it, say whether the photographer may show the photos, and add them in one step.
 */
export function AddDeliveredPhotos({ booking }: { booking: BookingSummary }) {
  const add = useAddToListing(booking.id);
  const waiting = booking.photos.filter((photo) => !photo.addedToListing);
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(waiting.map((p) => p.id)));
  const [allowPortfolio, setAllowPortfolio] = useState(booking.portfolioAllowed);
  const video = booking.video;
  const [postVideo, setPostVideo] = useState(video !== null && !video.postedAsReel);
  const photos = booking.photos;

  const toggle = (photoId: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(photoId);
      else next.delete(photoId);
      return next;
    });

  const submit = async () => {
    try {
      await add.mutateAsync({ photoIds: [...chosen], postVideo, allowPortfolio });
      notifySuccess(
        "Added to the listing",
        postVideo
          ? "The reel is being processed; it credits the photographer."
          : "The listing credits the photographer.",
      );
      setChosen(new Set());
      setPostVideo(false);
    } catch (error) {
      notifyError("Failed to add the photos", error, "Please try again.");
    }
  };

  return (
    <form
      className="space-y-3 border-t pt-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {photos.length > 0 ? (
        <fieldset className="space-y-2">
          <legend className="font-medium text-sm">Delivered photos</legend>
          <ul className="grid grid-cols-3 gap-2">
            {photos.map((photo, index) => (
              <li key={photo.id} className="space-y-1">
                <Thumb photo={photo} index={index} total={photos.length} />
                {photo.addedToListing ? (
                  <p className="text-muted-foreground text-xs">On the listing</p>
                ) : (
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      checked={chosen.has(photo.id)}
                      onChange={(event) => toggle(photo.id, event.target.checked)}
                    />
                    Photo {index + 1}
                  </label>
                )}
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      {video ? (
        <fieldset className="space-y-2">
          <legend className="font-medium text-sm">Delivered video</legend>
          <DeliveredVideo video={video} />
          {video.postedAsReel ? (
            <p className="text-muted-foreground text-sm">
              Posted to{" "}
              <Link to={paths.dashboard({ tab: "reels" })} className="underline underline-offset-4">
                your reels
              </Link>
            </p>
          ) : (
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={postVideo}
                onChange={(event) => setPostVideo(event.target.checked)}
              />
              Post it as a reel on the listing
            </label>
          )}
        </fieldset>
      ) : null}
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={allowPortfolio}
          onChange={(event) => setAllowPortfolio(event.target.checked)}
        />
        Let the photographer show these photos in their portfolio
      </label>
      <SubmitButton
        size="sm"
        busy={add.isPending}
        busyLabel="Adding..."
        disabled={chosen.size === 0 && !postVideo}
      >
        Add {handOverLabel(chosen.size, postVideo)} to the listing
      </SubmitButton>
    </form>
  );
}

/** The photographer's delivered photos once the realtor allowed them in the portfolio. */
export function PortfolioPicks({ booking }: { booking: BookingSummary }) {
  const add = useAddToPortfolio(booking.id);
  const addOne = async (photoId: string) => {
    try {
      await add.mutateAsync(photoId);
      notifySuccess("Added to your portfolio", "It shows on your public page.");
    } catch (error) {
      notifyError("Failed to add to your portfolio", error, "Please try again.");
    }
  };
  return (
    <div className="space-y-2 border-t pt-3">
      <h4 className="font-medium text-sm">The realtor allowed these in your portfolio</h4>
      <ul className="grid grid-cols-3 gap-2">
        {booking.photos.map((photo, index) => (
          <li key={photo.id} className="space-y-1">
            <Thumb photo={photo} index={index} total={booking.photos.length} />
            {photo.inPortfolio ? (
              <p className="text-muted-foreground text-xs">In your portfolio</p>
            ) : (
              <Button
                size="sm"
                variant="outline"
                aria-label={`Add photo ${index + 1} to your portfolio`}
                disabled={add.isPending}
                onClick={() => void addOne(photo.id)}
              >
                Add to portfolio
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
