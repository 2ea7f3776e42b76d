import { CalendarPlus, Video } from "lucide-react";
import { openHouseWhen } from "@/shared/open-house-words";
import type { OpenHouse } from "@/shared/open-houses";

/**
 * The listing's coming open houses, on the home's own clock, each with its calendar file: plain
 * links, so they work before the page's scripts load. Nothing when none is scheduled.
 */
export function OpenHousesCard({ openHouses }: { openHouses: readonly OpenHouse[] }) {
  if (openHouses.length === 0) return null;
  return (
    <section aria-labelledby="open-houses-heading" className="space-y-3 rounded-xl border p-4">
      <h2 id="open-houses-heading" className="font-semibold text-lg">
        Open houses
      </h2>
      <ul className="space-y-3">
        {openHouses.map((openHouse) => (
          <li key={openHouse.id} className="space-y-1 text-sm">
            <p className="font-medium">
              {openHouse.kind === "virtual" ? "Virtual open house" : "Open house"} ·{" "}
              {openHouseWhen(openHouse)}
            </p>
            <p className="flex flex-wrap gap-x-4 gap-y-1">
              {openHouse.kind === "virtual" && openHouse.link ? (
                <a
                  href={openHouse.link}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
                >
                  <Video aria-hidden="true" className="size-4" />
                  Join online<span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : null}
              <a
                href={`/api/open-houses/${encodeURIComponent(openHouse.id)}/calendar.ics`}
                download
                className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
              >
                <CalendarPlus aria-hidden="true" className="size-4" />
                Add to calendar
              </a>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
