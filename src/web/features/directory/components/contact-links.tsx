import { Globe, Mail } from "lucide-react";
import type { ReactNode } from "react";
import { SOCIAL_ICON_PATHS } from "@/web/components/social-icons";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { PathIcon } from "@/web/components/ui/path-icon";
import { instagramUrl, mailtoHref } from "../directory-format";

const LINK = buttonVariants({ variant: "outline", size: "sm" });

function ExternalLink({
  href,
  label,
  children,
}: {
  href: string;
  label: string;
  children: ReactNode;
}) {
  return (
    // noopener: the opened site gets no handle on this page.
    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label} className={LINK}>
      {children}
    </a>
  );
}

interface ContactLinksProps {
  name: string;
  /** The contact e-mail the professional published, or null: no Email button then. */
  email: string | null;
  website: string | null;
  /** Photographers only: the handle, or null when they have none. */
  instagram?: string | null;
}

/** Email, Instagram and Website, each only when the professional has it. */
export function ContactLinks({ name, email, website, instagram }: ContactLinksProps) {
  return (
    <>
      {email ? (
        <a href={mailtoHref(email)} aria-label={`Email ${name}`} className={LINK}>
          <Mail aria-hidden="true" />
          Email
        </a>
      ) : null}
      {instagram ? (
        <ExternalLink
          href={instagramUrl(instagram)}
          label={`Instagram of ${name} (opens in a new tab)`}
        >
          <PathIcon paths={SOCIAL_ICON_PATHS.instagram} />
          Instagram
        </ExternalLink>
      ) : null}
      {website ? (
        <ExternalLink href={website} label={`Website of ${name} (opens in a new tab)`}>
          <Globe aria-hidden="true" />
          Website
        </ExternalLink>
      ) : null}
    </>
  );
}
