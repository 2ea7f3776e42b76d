import type { RealtorCard as RealtorCardData } from "@/shared/directory";
import { ResponseTimeNote } from "@/web/components/response-time-note";
import { paths } from "@/web/lib/paths";
import { ContactButton } from "./contact-button";
import { ContactLinks } from "./contact-links";
import { DirectoryCard } from "./directory-card";

/**
 * A realtor on /realtors: who they are, what they do, and how to reach them; the name
 * leads to their page with their listings, except on that page itself.
 */
export function RealtorCard({
  realtor,
  linkName = true,
}: {
  realtor: RealtorCardData;
  linkName?: boolean;
}) {
  const { languages } = realtor;
  return (
    <DirectoryCard
      name={realtor.name}
      href={linkName ? paths.realtor(realtor.id) : undefined}
      avatarUrl={realtor.avatarUrl}
      subtitle={[realtor.title, realtor.company]}
      rating={realtor.rating}
      reviewCount={realtor.reviewCount}
      location={realtor.location}
      bio={realtor.bio}
      specialties={realtor.specialties}
      details={
        <>
          <ResponseTimeNote responseTime={realtor.responseTime} />
          <dl className="grid grid-cols-2 gap-3 rounded-lg bg-muted p-3 text-center">
            <div>
              <dt className="text-muted-foreground text-xs">Active Listings</dt>
              <dd className="font-semibold text-lg">{realtor.activeListings}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground text-xs">Languages</dt>
              <dd className="font-semibold text-lg">{languages.length}</dd>
              {languages.length > 0 ? (
                // The names under the count, where a tooltip would hide them from touch screens.
                <dd className="break-words text-muted-foreground text-xs">
                  {languages.join(", ")}
                </dd>
              ) : null}
            </div>
          </dl>
        </>
      }
      actions={
        <>
          <ContactButton kind="realtor" id={realtor.id} name={realtor.name} />
          <ContactLinks name={realtor.name} email={realtor.email} website={realtor.website} />
        </>
      }
    />
  );
}
