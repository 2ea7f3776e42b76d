import { type ReactNode, useRef, useState } from "react";
import type { PortfolioImage } from "@/shared/directory";
import { BackLink, NotFoundNotice, PageNotice } from "@/web/components/not-found-notice";
import { PropertyImage } from "@/web/components/properties/property-image";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { UserAvatar } from "@/web/components/user-avatar";
import { ApiClientError } from "@/web/lib/api-client";
import { onDemand } from "@/web/lib/on-demand";
import { paths } from "@/web/lib/paths";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { useOnDemand } from "@/web/lib/use-on-demand";
import { usePhotographerPage } from "../api/get-photographer-page";
import { PhotographerCard } from "./photographer-card";

// The full-screen gallery (the listings' own) loads on the first click, not with the page.
const galleryChunk = onDemand(() => import("@/web/components/gallery/photo-gallery"));

interface PhotographerPageProps {
  id: string;
  /** What the page shows of the photographer's reviews, drawn once their name is known. */
  reviews?: (name: string) => ReactNode;
}

/**
 * /photographers/:id: who the photographer is, how to book or reach them, their portfolio and
 * their reviews.
 */
export function PhotographerPage({ id, reviews }: PhotographerPageProps) {
  const query = usePhotographerPage(id);
  const notFound = query.error instanceof ApiClientError && query.error.status === 404;
  useDocumentTitle(
    query.data?.photographer.name ?? (notFound ? "Photographer Not Found" : "Photographer"),
  );
  if (notFound) return <PhotographerNotFound />;
  if (query.isError) {
    return (
      <PageNotice
        title="Photographer"
        text="We couldn't load this photographer. Please try again."
        alert
      >
        <Button type="button" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </PageNotice>
    );
  }
  const data = query.data;
  return (
    <div className="mx-auto w-full max-w-7xl space-y-8 px-4 py-6 md:py-8">
      <BackLink to={paths.photographers()}>Real Estate Photographers</BackLink>
      {data ? (
        <header className="grid gap-6 lg:grid-cols-3">
          <div className="flex items-center gap-4 lg:col-span-2">
            <UserAvatar
              name={data.photographer.name}
              imageUrl={data.photographer.avatarUrl}
              className="size-16 text-xl"
            />
            <div>
              <h1 className="font-bold text-3xl tracking-tight">{data.photographer.name}</h1>
              <p className="text-muted-foreground">{data.photographer.specialty}</p>
            </div>
          </div>
          <PhotographerCard photographer={data.photographer} onTheirPage />
        </header>
      ) : (
        <Skeleton className="h-16 w-full" />
      )}
      <section aria-labelledby="portfolio" className="space-y-4">
        <h2 id="portfolio" className="font-semibold text-2xl tracking-tight">
          Portfolio
        </h2>
        {!data ? (
          <Skeleton className="h-48 w-full" />
        ) : data.portfolio.length === 0 ? (
          <p className="text-muted-foreground">No portfolio photos yet.</p>
        ) : (
          <Portfolio name={data.photographer.name} images={data.portfolio} />
        )}
      </section>
      {data && reviews ? reviews(data.photographer.name) : null}
    </div>
  );
}

/** The portfolio as tiles; a tile opens the full-screen gallery at that photo. */
function Portfolio({ name, images }: { name: string; images: PortfolioImage[] }) {
  const [index, setIndex] = useState<number | null>(null);
  const [grid, setGrid] = useState(false);
  const gallery = useOnDemand(galleryChunk, "Could not open the photo gallery.");
  const opener = useRef<HTMLButtonElement | null>(null);
  return (
    <>
      <ul aria-label={`Portfolio of ${name}`} className="grid grid-cols-2 gap-3 md:grid-cols-3">
        {images.map((image, position) => (
          <li key={image.id}>
            <button
              type="button"
              aria-label={`Open photo ${position + 1} of ${images.length}: ${image.label}`}
              aria-haspopup="dialog"
              aria-busy={gallery.busy || undefined}
              onClick={(event) => {
                opener.current = event.currentTarget;
                gallery.open(() => {
                  setGrid(false);
                  setIndex(position);
                });
              }}
              className="relative block aspect-[4/3] w-full overflow-hidden rounded-lg bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
            >
              <PropertyImage
                image={image}
                alt={image.label}
                sizes="(min-width: 768px) 33vw, 50vw"
                priority={position === 0}
                fill
              />
            </button>
          </li>
        ))}
      </ul>
      {gallery.module ? (
        <gallery.module.PhotoGallery
          title={name}
          images={images}
          index={index}
          onIndexChange={setIndex}
          grid={grid}
          onGridChange={setGrid}
          returnFocus={() => opener.current?.focus()}
        />
      ) : null}
    </>
  );
}

/** No listed photographer has this id (HTTP 404). */
export function PhotographerNotFound() {
  return (
    <NotFoundNotice
      title="Photographer Not Found"
      text="This photographer's page doesn't exist or is no longer available."
      backTo={paths.photographers()}
      backLabel="Real Estate Photographers"
      arrow
    />
  );
}
