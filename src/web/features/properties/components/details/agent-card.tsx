import { Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";
import type { ListingRealtor } from "@/shared/properties";
import { UserAvatar } from "@/web/components/user-avatar";
import { formatPhone } from "@/web/lib/format-phone";

interface AgentCardProps {
  realtor: ListingRealtor | null;
  /** The card's buttons: Contact Agent, Save Property, Share Listing. */
  children: ReactNode;
}

/** The listing's realtor and what a visitor can do about the listing. */
export function AgentCard({ realtor, children }: AgentCardProps) {
  return (
    <section
      aria-labelledby="agent-title"
      className="space-y-4 rounded-xl border bg-card p-6 text-card-foreground shadow-sm"
    >
      <h2 id="agent-title" className="font-semibold text-lg">
        Listing Agent
      </h2>
      {realtor ? (
        <div className="flex items-center gap-4">
          <UserAvatar
            name={realtor.name}
            imageUrl={realtor.avatarUrl}
            className="size-14 text-lg"
          />
          <div className="min-w-0 space-y-1">
            <p className="font-semibold">{realtor.name}</p>
            <a
              href={`mailto:${realtor.email}`}
              className="flex items-center gap-1.5 break-all text-muted-foreground text-sm hover:text-foreground hover:underline"
            >
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              {realtor.email}
            </a>
            {realtor.phoneNumber ? (
              <a
                href={`tel:${realtor.phoneNumber.replace(/[^\d+]/g, "")}`}
                className="flex items-center gap-1.5 text-muted-foreground text-sm hover:text-foreground hover:underline"
              >
                <Phone aria-hidden="true" className="size-4 shrink-0" />
                {formatPhone(realtor.phoneNumber)}
              </a>
            ) : null}
          </div>
        </div>
      ) : (
        <p className="text-muted-foreground">Listing agent unavailable</p>
      )}
      <div className="grid gap-2">{children}</div>
    </section>
  );
}
