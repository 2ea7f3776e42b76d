import { clsx } from "clsx";
import { Marker } from "react-map-gl/maplibre";
import { formatCompact, formatCount } from "@/shared/format";
import type { MapCluster, MapPin } from "@/shared/properties";
import { clusterSize, PIN_HEIGHT, pinWidth } from "./crowded-pins";

const MARKER_BUTTON =
  "rounded-full border-2 border-background font-semibold shadow-md outline-offset-2 focus-visible:outline-2 focus-visible:outline-ring";

interface PinMarkerProps {
  pin: MapPin;
  /** The listing's title when the list has it, for the pin's name. */
  title: string | undefined;
  highlighted: boolean;
  onOpen: () => void;
  onHighlight: (id: string | null) => void;
}

/** What a pin shows: its price, short ("$450K"). */
export function pinLabel(pin: MapPin): string {
  return `$${formatCompact(pin.price)}`;
}

/** A single listing: its price; named with its title when known. */
export function PinMarker({ pin, title, highlighted, onOpen, onHighlight }: PinMarkerProps) {
  const price = pinLabel(pin);
  return (
    <Marker
      longitude={pin.longitude}
      latitude={pin.latitude}
      anchor="bottom"
      style={{ zIndex: highlighted ? 3 : 2 }}
    >
      <button
        type="button"
        aria-label={title ? `${price} — ${title}` : `${price} listing`}
        data-pin={pin.id}
        data-highlighted={highlighted || undefined}
        onClick={(event) => {
          event.stopPropagation();
          onOpen();
        }}
        onMouseEnter={() => onHighlight(pin.id)}
        onMouseLeave={() => onHighlight(null)}
        onFocus={() => onHighlight(pin.id)}
        onBlur={() => onHighlight(null)}
        // Drawn at the size crowded-pins reckons with, whatever the font, so none covers another.
        style={{ width: pinWidth(price), height: PIN_HEIGHT }}
        className={clsx(
          MARKER_BUTTON,
          "flex items-center justify-center whitespace-nowrap text-xs transition-transform",
          highlighted
            ? "scale-110 bg-foreground text-background"
            : "bg-primary text-primary-foreground",
        )}
      >
        {price}
      </button>
    </Marker>
  );
}

/** Tailwind's class for each diameter clusterSize gives (2.25, 2.75 and 3.5 rem). */
const CLUSTER_CLASS: Record<number, string> = { 36: "size-9", 44: "size-11", 56: "size-14" };

interface ClusterMarkerProps {
  cluster: MapCluster;
  approximate: boolean;
  onZoom: () => void;
}

/** Listings that crowd: their count; a click zooms to them. */
export function ClusterMarker({ cluster, approximate, onZoom }: ClusterMarkerProps) {
  const count = formatCount(cluster.count);
  const size = CLUSTER_CLASS[clusterSize(cluster.count)];
  return (
    <Marker longitude={cluster.longitude} latitude={cluster.latitude} style={{ zIndex: 1 }}>
      <button
        type="button"
        aria-label={`${approximate ? "About " : ""}${count} listings, zoom in`}
        onClick={(event) => {
          event.stopPropagation();
          onZoom();
        }}
        className={clsx(
          MARKER_BUTTON,
          size,
          "flex items-center justify-center bg-primary/85 text-primary-foreground text-xs",
        )}
      >
        {count}
      </button>
    </Marker>
  );
}
