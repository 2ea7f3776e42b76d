import { MapPin } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { RatingStars } from "@/web/components/rating-stars";
import { Badge } from "@/web/components/ui/badge";
import { UserAvatar } from "@/web/components/user-avatar";

interface DirectoryCardProps {
  name: string;
  /** The person's own page, which the name links to. */
  href?: string;
  avatarUrl: string | null;
  /** Lines under the name, e.g. title and company; empty ones are left out. */
  subtitle: (string | null)[];
  rating: number | null;
  reviewCount: number;
  location: string | null;
  bio: string | null;
  specialties: string[];
  /** Kind-specific facts (listings and languages, or experience and prices). */
  details?: ReactNode;
  /** Buttons at the foot of the card. */
  actions: ReactNode;
}

/** The frame of a realtor's or photographer's card; the name is the card's heading. */
export function DirectoryCard({
  name,
  href,
  avatarUrl,
  subtitle,
  rating,
  reviewCount,
  location,
  bio,
  specialties,
  details,
  actions,
}: DirectoryCardProps) {
  const headingId = useId();
  const lines = subtitle.filter(Boolean);
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full min-w-0 flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
    >
      <div className="flex items-start gap-4">
        <UserAvatar name={name} imageUrl={avatarUrl} className="size-16 text-xl" />
        <div className="min-w-0 flex-1 space-y-1">
          <h3 id={headingId} className="break-words font-semibold text-lg leading-tight">
            {href ? (
              <Link to={href} className="hover:underline">
                {name}
              </Link>
            ) : (
              name
            )}
          </h3>
          {lines.map((line) => (
            <p key={line} className="break-words text-muted-foreground text-sm">
              {line}
            </p>
          ))}
          <RatingStars rating={rating} reviewCount={reviewCount} />
        </div>
      </div>
      {location ? (
        <p className="flex items-center gap-2 text-sm">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span className="sr-only">Location: </span>
          {location}
        </p>
      ) : null}
      {bio ? <p className="line-clamp-4 break-words text-sm">{bio}</p> : null}
      {specialties.length > 0 ? (
        <ul aria-label="Specialties" className="flex flex-wrap gap-1.5">
          {specialties.map((specialty) => (
            <li key={specialty}>
              <Badge>{specialty}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      {details}
      <div className="mt-auto flex flex-wrap gap-2 pt-2">{actions}</div>
    </article>
  );
}
