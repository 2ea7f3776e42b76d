import { Camera, type LucideIcon, Search, Users } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/web/lib/paths";

interface QuickLink {
  to: string;
  label: string;
  description: string;
  icon: LucideIcon;
}

const LINKS: QuickLink[] = [
  {
    to: paths.search(),
    label: "Search Properties",
    description: "Find homes by location, price and features.",
    icon: Search,
  },
  {
    to: paths.realtors(),
    label: "Find a Realtor",
    description: "Work with an agent who knows the area.",
    icon: Users,
  },
  {
    to: paths.photographers(),
    label: "Find a Photographer",
    description: "Show a listing at its best.",
    icon: Camera,
  },
];

/** The overview's shortcuts. */
export function QuickLinks() {
  return (
    <section aria-labelledby="quick-links-title" className="space-y-3">
      <h2 id="quick-links-title" className="font-semibold text-lg">
        Quick Links
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {LINKS.map(({ to, label, description, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full items-start gap-3 rounded-xl border bg-card p-4 transition-colors hover:bg-accent hover:text-accent-foreground"
            >
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span className="space-y-1">
                <span className="block font-medium">{label}</span>
                <span className="block text-muted-foreground text-sm">{description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
