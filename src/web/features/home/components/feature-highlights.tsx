import {
  BUILDING_PATHS,
  CLAPPERBOARD_PATHS,
  PathIcon,
  USERS_PATHS,
} from "@/web/components/ui/path-icon";
import { useSite } from "@/web/lib/root-data";

interface Highlight {
  title: string;
  text: string;
  icon: readonly string[];
}

const HIGHLIGHTS: Highlight[] = [
  {
    title: "Extensive Listings",
    text: "Search homes by location, price and size, with photos and the key facts for each one.",
    icon: BUILDING_PATHS,
  },
  {
    title: "Video Tours",
    text: "Watch short video tours to get a feel for a home before you visit in person.",
    icon: CLAPPERBOARD_PATHS,
  },
  {
    title: "Expert Realtors",
    text: "Find local realtors and real estate photographers, and contact them directly.",
    icon: USERS_PATHS,
  },
];

export function FeatureHighlights() {
  const { siteName } = useSite();
  return (
    <section aria-labelledby="highlights-title" className="mx-auto max-w-5xl px-4 py-16">
      <h2 id="highlights-title" className="sr-only">
        Why {siteName}
      </h2>
      <ul className="grid gap-8 md:grid-cols-3">
        {HIGHLIGHTS.map(({ title, text, icon }) => (
          <li key={title} className="flex flex-col items-center gap-3 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
              <PathIcon paths={icon} className="size-6" />
            </span>
            <h3 className="font-semibold text-lg">{title}</h3>
            <p className="text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
