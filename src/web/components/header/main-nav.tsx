import { NavLink } from "react-router";
import { paths } from "@/web/lib/paths";

const LINKS = [
  { to: paths.search(), label: "Properties" },
  { to: paths.reels(), label: "Reels" },
  { to: paths.realtors(), label: "Realtors" },
  { to: paths.photographers(), label: "Photographers" },
  { to: paths.blog(), label: "Blog" },
];

/** Desktop navigation; below 768 px the bottom bar takes over. */
export function MainNav() {
  return (
    <nav aria-label="Main" className="hidden md:block">
      <ul className="flex items-center gap-1">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className="rounded-md px-3 py-2 font-medium text-muted-foreground text-sm transition-colors hover:bg-accent hover:text-accent-foreground aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground"
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
