import { lazy } from "react";
import { MapSlot } from "@/web/components/map/map-slot";
import type { SearchMapProps } from "./search-map";

const SearchMap = lazy(() => import("./search-map"));

interface SearchMapPanelProps extends SearchMapProps {
  id?: string;
  className?: string;
  /** Whether the map shows (wide screens, or the phone's Map view); its code loads only then. */
  active: boolean;
}

/** The /search map's place on the page; the map itself (and MapLibre) loads when it shows. */
export function SearchMapPanel({ id, className, active, ...props }: SearchMapPanelProps) {
  return (
    <MapSlot id={id} className={className} active={active}>
      <SearchMap {...props} />
    </MapSlot>
  );
}
