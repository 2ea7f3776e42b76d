import { BadgeDollarSign, BriefcaseBusiness } from "lucide-react";
import type { PhotographerCard as PhotographerCardData } from "@/shared/directory";
import { paths } from "@/web/lib/paths";
import { BookButton } from "./book-button";
import { ContactButton } from "./contact-button";
import { ContactLinks } from "./contact-links";
import { DirectoryCard } from "./directory-card";

/** Three thumbnails across the card: a third of the card's width (one to three cards a row). */
const THUMB_SIZES = "(min-width: 1280px) 130px, (min-width: 768px) 15vw, 30vw";

interface PhotographerCardProps {
  photographer: PhotographerCardData;
  /** True for the first card: its first photo is the page's first large image. */
  priority?: boolean;
  /**
   * On the directory the name leads to the photographer's page and the card previews the
   * portfolio; their page shows the whole portfolio itself.
   */
  onTheirPage?: boolean;
}

/** A photographer on /photographers, with up to three portfolio photos, or on their own page. */
export function PhotographerCard({
  photographer,
  priority = false,
  onTheirPage = false,
}: PhotographerCardProps) {
  const { name, experience, priceRange } = photographer;
  const portfolio = onTheirPage ? [] : photographer.portfolio;
  return (
    <DirectoryCard
      name={name}
      href={onTheirPage ? undefined : paths.photographer(photographer.id)}
      avatarUrl={photographer.avatarUrl}
      subtitle={[photographer.specialty, photographer.company]}
      rating={photographer.rating}
      reviewCount={photographer.reviewCount}
      location={photographer.location}
      bio={photographer.bio}
      specialties={photographer.specialties}
      details={
        <>
          {experience || priceRange ? (
            <dl className="grid gap-1.5 text-sm">
              {experience ? (
                <div className="flex items-center gap-2">
                  <BriefcaseBusiness
                    aria-hidden="true"
                    className="size-4 shrink-0 text-muted-foreground"
                  />
                  <dt className="text-muted-foreground">Experience</dt>
                  <dd className="min-w-0 break-words font-medium">{experience}</dd>
                </div>
              ) : null}
              {priceRange ? (
                <div className="flex items-center gap-2">
                  <BadgeDollarSign
                    aria-hidden="true"
                    className="size-4 shrink-0 text-muted-foreground"
                  />
                  <dt className="text-muted-foreground">Price range</dt>
                  <dd className="min-w-0 break-words font-medium">{priceRange}</dd>
                </div>
              ) : null}
            </dl>
          ) : null}
          {portfolio.length > 0 ? (
            <ul aria-label={`Portfolio of ${name}`} className="grid grid-cols-3 gap-2">
              {portfolio.map((image, index) => (
                <li key={image.src} className="aspect-square overflow-hidden rounded-md bg-muted">
                  <img
                    src={image.src}
                    srcSet={image.srcSet}
                    sizes={THUMB_SIZES}
                    width={image.width}
                    height={image.height}
                    alt={`Sample of work by ${name}, ${index + 1} of ${portfolio.length}`}
                    loading={priority && index === 0 ? "eager" : "lazy"}
                    decoding="async"
                    fetchPriority={priority && index === 0 ? "high" : "auto"}
                    className="size-full object-cover"
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </>
      }
      actions={
        <>
          <ContactButton kind="photographer" id={photographer.id} name={name} />
          <BookButton photographerId={photographer.id} name={name} />
          <ContactLinks
            name={name}
            email={photographer.email}
            website={photographer.website}
            instagram={photographer.instagram}
          />
        </>
      }
    />
  );
}
