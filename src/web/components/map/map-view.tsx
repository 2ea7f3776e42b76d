import "maplibre-gl/dist/maplibre-gl.css";
import "./map-view.css";
import * as maplibre from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import { type Ref, useLayoutEffect, useRef, useState } from "react";
import {
  Map as MapLibreMap,
  type MapProps,
  type MapRef,
  NavigationControl,
} from "react-map-gl/maplibre";
import { useMapStyleUrl } from "@/web/lib/root-data";
import { OFFLINE_STYLE, OfflineAtlas } from "./offline-atlas";

// MapLibre looks for its worker next to its own module, which the bundle moved: point it at the
// worker file the build emits (a same-origin script, allowed by the CSP's worker-src).
maplibre.setWorkerUrl(workerUrl);

interface MapViewProps extends Omit<MapProps, "mapStyle" | "style"> {
  /** The map's accessible name (MapLibre gives it to the map's region). */
  label: string;
  className?: string;
  ref?: Ref<MapRef>;
}

/**
 * The one map of the app (loaded only with the components that show it, never with a page): the
 * style `MAP_STYLE_URL` names, or the offline atlas that ships with the app. Zoom buttons are
 * MapLibre's own, labelled buttons; the map itself pans and zooms with the arrow and +/- keys.
 */
export function MapView({ label, className, children, ref, ...props }: MapViewProps) {
  const styleUrl = useMapStyleUrl();
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
        key={start}
        ref={ref}
        onError={(event) => {
          if (box.current) console.error(event.error);
          else gaveUp.current = true;
        }}
        // Handed over rather than imported by the map itself: that import resolves later, and a
        // page hidden by a suspended navigation in between leaves the map without its box.
        mapLib={maplibre}
        mapStyle={styleUrl ?? OFFLINE_STYLE}
        locale={{ "Map.Title": label }}
        dragRotate={false}
        pitchWithRotate={false}
        touchPitch={false}
        style={{ width: "100%", height: "100%" }}
        {...props}
      >
        {styleUrl ? null : <OfflineAtlas />}
        <NavigationControl showCompass={false} position="top-right" />
        {children}
      </MapLibreMap>
    </div>
  );
}
