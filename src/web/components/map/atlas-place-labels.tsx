import { useEffect, useState } from "react";
import { Marker, useMap } from "react-map-gl/maplibre";
import { loadAtlasFile } from "./load-atlas-file";
import placesUrl from "./major-places.json?url";
import { type LabelledPlace, placeLabels } from "./place-labels";

/** [name, state, longitude, latitude] of a major place, largest first. */
type MajorPlace = [string, string, number, number];

interface Place extends LabelledPlace {
  state: string;
}

/**
 * The atlas's place names, as HTML labels (MapLibre's text needs glyph files from a server).
 * Which ones show is worked out again when the map stops moving, not on every frame: labels
 * that would meet a larger place's label are left out.
 */
export function AtlasPlaceLabels() {
  const { current: map } = useMap();
  const [places, setPlaces] = useState<Place[]>([]);
  const [shown, setShown] = useState<Place[]>([]);

  useEffect(() => {
    loadAtlasFile<MajorPlace[]>(placesUrl, (rows) =>
      setPlaces(
        rows.map(([name, state, longitude, latitude]) => ({ name, state, longitude, latitude })),
      ),
    );
  }, []);

  useEffect(() => {
    if (!map || places.length === 0) return;
    const update = () => {
      const container = map.getContainer();
      const candidates = places.slice(0, placesShownAt(map.getZoom()));
      setShown(
        placeLabels(candidates, (place) => map.project([place.longitude, place.latitude]), {
          width: container.clientWidth,
          height: container.clientHeight,
        }),
      );
    };
    update();
    map.on("moveend", update);
    map.on("resize", update);
    return () => {
      map.off("moveend", update);
      map.off("resize", update);
    };
  }, [map, places]);

  return shown.map(({ name, state, longitude, latitude }) => (
    <Marker
      key={`${name} ${state}`}
      longitude={longitude}
      latitude={latitude}
      anchor="left"
      style={{ pointerEvents: "none" }}
    >
      <span aria-hidden="true" className="flex items-center gap-1 text-[11px] text-stone-600">
        <span className="size-1.5 rounded-full bg-stone-500" />
        {name}
      </span>
    </Marker>
  ));
}

/** How many of the largest places may get a label: more as the map comes closer. */
function placesShownAt(zoom: number): number {
  if (zoom < 4) return 20;
  if (zoom < 6) return 100;
  return 300;
}
