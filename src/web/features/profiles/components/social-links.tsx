import type { SocialMedia } from "@/shared/schemas/profile";
import { SOCIAL_ICON_PATHS } from "@/web/components/social-icons";
import { PathIcon } from "@/web/components/ui/path-icon";
import { Tooltip } from "@/web/components/ui/tooltip";
import { socialLinks } from "../profile-display";

/** Icon links to the user's social profiles, each naming its handle in a tooltip. */
export function SocialLinks({ socialMedia }: { socialMedia: SocialMedia }) {
  const links = socialLinks(socialMedia);
  if (links.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {links.map((link) => (
        <li key={link.network}>
          <Tooltip content={link.handle}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${link.label}: ${link.handle} (opens in a new tab)`}
              className="flex size-10 items-center justify-center rounded-full border text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
            >
              <PathIcon paths={SOCIAL_ICON_PATHS[link.network]} className="size-5" />
            </a>
          </Tooltip>
        </li>
      ))}
    </ul>
  );
}
