import { Building2, Clapperboard, type LucideIcon, Users } from "lucide-react";

interface Highlight {
  title: string;
  text: string;
  icon: LucideIcon;
}

const HIGHLIGHTS: Highlight[] = [
  {
    title: "Extensive Listings",
    text: "Search homes by location, price and size, with photos and the key facts for each one.",
    icon: Building2,
  },
  {
    title: "Video Tours",
    text: "Watch short video tours to get a feel for a home before you visit in person.",
    icon: Clapperboard,
  },
  {
    title: "Expert Realtors",
    text: "Find local realtors and real estate photographers, and contact them directly.",
    icon: Users,
  },
];

export function FeatureHighlights() {
  return (
    <section aria-labelledby="highlights-title" className="mx-auto max-w-5xl px-4 py-16">
      <h2 id="highlights-title" className="sr-only">
        Why HomeScope
      </h2>
      <ul className="grid gap-8 md:grid-cols-3">
        {HIGHLIGHTS.map(({ title, text, icon: Icon }) => (
          <li key={title} className="flex flex-col items-center gap-3 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="font-semibold text-lg">{title}</h3>
            <p className="text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
