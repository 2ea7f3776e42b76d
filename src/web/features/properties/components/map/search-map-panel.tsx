import { lazy } from "react";
import { MapSlot } from "@/web/components/map/map-slot";
import type { SearchMapProps } from "./search-map";

const SearchMap = lazy(() => import("./search-map"));

interface SearchMapPanelProps extends SearchMapProps {
  className?: string;
  /** Whether the map shows (wide screens, or the phone's Map view); its code loads only then. */
  active: boolean;
}

/** The /search map's place on the page; the map itself (and MapLibre) loads when it shows. */
export function SearchMapPanel({ className, active, ...props }: SearchMapPanelProps) {
  return (
    <MapSlot className={className} active={active}>
      <SearchMap {...props} />
    </MapSlot>
  );
}
