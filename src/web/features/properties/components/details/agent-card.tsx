import { Globe, Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ListingContact } from "@/shared/properties";
import { ResponseTimeNote } from "@/web/components/response-time-note";
import { UserAvatar } from "@/web/components/user-avatar";
import { formatPhone } from "@/web/lib/format-phone";
import { paths } from "@/web/lib/paths";

interface AgentCardProps {
  /** The listing's realtor, or the site itself when the listing has none. */
  contact: ListingContact;
  /** The card's buttons: Contact Agent, Save Property, Share Listing. */
  children: ReactNode;
}

const linkClass =
  "flex items-center gap-1.5 text-muted-foreground text-sm hover:text-foreground hover:underline";

/**
 * Who answers for the listing, the public contact of their directory entry (e-mail, phone,
 * website: what the directory shows), and what a visitor can do about it.
 */
export function AgentCard({ contact, children }: AgentCardProps) {
  const phone = contact.kind === "realtor" ? contact.phone : null;
  const website = contact.kind === "realtor" ? contact.website : null;
  return (
    <section
      aria-labelledby="agent-title"
      className="space-y-4 rounded-xl border bg-card p-6 text-card-foreground shadow-sm"
    >
      <h2 id="agent-title" className="font-semibold text-lg">
        Listing Agent
      </h2>
      <div className="flex items-center gap-4">
        <UserAvatar
          name={contact.name}
          imageUrl={contact.kind === "realtor" ? contact.avatarUrl : null}
          className="size-14 text-lg"
        />
        <div className="min-w-0 space-y-1">
          <p className="font-semibold">
            {contact.kind === "realtor" ? (
              <Link to={paths.realtor(contact.id)} className="hover:underline">
                {contact.name}
              </Link>
            ) : (
              contact.name
            )}
          </p>
          {contact.kind === "realtor" ? (
            <ResponseTimeNote responseTime={contact.responseTime} />
          ) : null}
          {contact.kind === "site" ? (
            <p className="text-muted-foreground text-sm">Our team answers for this listing.</p>
          ) : null}
          {contact.email ? (
            <a href={`mailto:${contact.email}`} className={`${linkClass} break-all`}>
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              {contact.email}
            </a>
          ) : null}
          {phone ? (
            <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className={linkClass}>
              <Phone aria-hidden="true" className="size-4 shrink-0" />
              {formatPhone(phone)}
            </a>
          ) : null}
          {website ? (
            <a
              href={website}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Website of ${contact.name} (opens in a new tab)`}
              className={linkClass}
            >
              <Globe aria-hidden="true" className="size-4 shrink-0" />
              Website
            </a>
          ) : null}
        </div>
      </div>
      <div className="grid gap-2">{children}</div>
    </section>
  );
}
