import "maplibre-gl/dist/maplibre-gl.css";
import "./map-view.css";
import * as maplibre from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import { Protocol } from "pmtiles";
import { type Ref, useLayoutEffect, useRef, useState } from "react";
import {
  Map as MapLibreMap,
  type MapProps,
  type MapRef,
  NavigationControl,
} from "react-map-gl/maplibre";
import { useMapStyleUrl } from "@/web/lib/root-data";
import { ImageryToggle } from "./imagery-toggle";
import { OfflineAtlas } from "./offline-atlas";
import { useMapStyle } from "./use-map-style";

// MapLibre looks for its worker next to its own module, which the bundle moved: point it at the
// worker file the build emits (a same-origin script, allowed by the CSP's worker-src).
maplibre.setWorkerUrl(workerUrl);
// The self-hosted basemap is one PMTiles archive in the site's storage: its style names it as
// pmtiles://…, and this reads each tile out of it with a Range request.
maplibre.addProtocol("pmtiles", new Protocol().tile);

interface MapViewProps extends Omit<MapProps, "mapStyle" | "style"> {
  /** The map's accessible name (MapLibre gives it to the map's region). */
  label: string;
  className?: string;
  ref?: Ref<MapRef>;
}

/**
 * The one map of the app (loaded only with the components that show it, never with a page): the
 * street style the server reaches, or the offline atlas that ships with the app when there is
 * none or this browser cannot load it (use-map-style.ts). Zoom buttons are
 * MapLibre's own, labelled buttons; the map itself pans and zooms with the arrow and +/- keys.
 */
export function MapView({ label, className, children, ref, onLoad, ...props }: MapViewProps) {
  const mapStyle = useMapStyle(useMapStyleUrl());
  const box = useRef<HTMLDivElement>(null);
  // A page hidden by a suspended navigation detaches its refs: a map starting just then finds no
  // box and gives up. Layout effects run again when the page shows, and such a map starts afresh.
  const [start, setStart] = useState(0);
  const gaveUp = useRef(false);
  useLayoutEffect(() => {
    if (!gaveUp.current) return;
    gaveUp.current = false;
    setStart((count) => count + 1);
  });
  return (
    <div ref={box} className={className}>
      <MapLibreMap
        // The atlas taking over starts a fresh map: MapLibre cannot diff from a style that never loaded.
        key={`${start}-${mapStyle.atlas}`}
        ref={ref}
        // The style's own bookkeeping first: a caller's handler must not replace it, or a street
        // style that drew would still be given up for the atlas when its timer ends.
        onLoad={(event) => {
          mapStyle.onLoad();
          onLoad?.(event);
        }}
        onError={(event) => {
          if (!box.current) gaveUp.current = true;
          else if (!mapStyle.styleFailed(event)) console.error(event.error);
        }}
        // Handed over rather than imported by the map itself: that import resolves later, and a
        // page hidden by a suspended navigation in between leaves the map without its box.
        mapLib={maplibre}
        mapStyle={mapStyle.style}
        locale={{ "Map.Title": label }}
        dragRotate={false}
        pitchWithRotate={false}
        touchPitch={false}
        style={{ width: "100%", height: "100%" }}
        {...props}
      >
        {mapStyle.atlas ? <OfflineAtlas /> : <ImageryToggle />}
        <NavigationControl showCompass={false} position="top-right" />
        {children}
      </MapLibreMap>
    </div>
  );
}
