import type { FeatureCollection, MultiLineString } from "geojson";
import { useEffect, useState } from "react";
import { Layer, Marker, Source, useMap } from "react-map-gl/maplibre";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import countiesUrl from "us-atlas/counties-10m.json?url";
import statesUrl from "us-atlas/states-10m.json?url";
import placesUrl from "./major-places.json?url";

/*
 * The map drawn without any service: land, state and county lines from the US
 * Census atlas (npm us-atlas), and the largest places (scripts/build-map-places.ts). Files are
 * fetched from the app itself, with the map only; counties once the map is close enough to need
 * them. No text layers: MapLibre's text needs glyph files from a server, so place names are
 * HTML labels.
 */

const ATTRIBUTION = "US Census Bureau (us-atlas)";
const COUNTIES_FROM_ZOOM = 5;

type AtlasTopology = Topology<{ nation: GeometryCollection; states: GeometryCollection }>;
type CountyTopology = Topology<{ counties: GeometryCollection }>;

/** [name, state, longitude, latitude] of a major place, largest first. */
type MajorPlace = [string, string, number, number];

/** A file of the atlas; one that fails to load leaves its layer out (the map still works). */
const getJson = <T,>(url: string, use: (data: T) => void) =>
  void fetch(url)
    .then((response) => (response.ok ? (response.json() as Promise<T>) : null))
    .then((data) => data && use(data))
    .catch(() => undefined);

/** Borders between shapes only (each once), so shared edges are not drawn twice. */
const innerLines = (topology: Topology, object: GeometryCollection): MultiLineString =>
  mesh(topology, object, (a, b) => a !== b);

export function OfflineAtlas() {
  const { current: map } = useMap();
  const [atlas, setAtlas] = useState<{ land: FeatureCollection; states: MultiLineString }>();
  const [counties, setCounties] = useState<MultiLineString>();
  const [places, setPlaces] = useState<MajorPlace[]>([]);
  const [zoom, setZoom] = useState(() => map?.getZoom() ?? 0);

  useEffect(() => {
    getJson<AtlasTopology>(statesUrl, (topology) =>
      setAtlas({
        land: feature(topology, topology.objects.nation) as FeatureCollection,
        states: innerLines(topology, topology.objects.states),
      }),
    );
    getJson<MajorPlace[]>(placesUrl, setPlaces);
  }, []);

  useEffect(() => {
    if (!map) return;
    const update = () => setZoom(map.getZoom());
    map.on("zoomend", update);
    return () => void map.off("zoomend", update);
  }, [map]);

  const needCounties = zoom >= COUNTIES_FROM_ZOOM;
  useEffect(() => {
    if (!needCounties || counties) return;
    getJson<CountyTopology>(countiesUrl, (topology) =>
      setCounties(innerLines(topology, topology.objects.counties)),
    );
  }, [needCounties, counties]);

  return (
    <>
      {atlas ? (
        <>
          <Source id="land" type="geojson" data={atlas.land} attribution={ATTRIBUTION}>
            <Layer id="land" type="fill" paint={{ "fill-color": "#f5f3ef" }} />
          </Source>
          {counties ? (
            <Source id="counties" type="geojson" data={counties}>
              <Layer
                id="counties"
                type="line"
                minzoom={COUNTIES_FROM_ZOOM}
                paint={{ "line-color": "#d6d3cd", "line-width": 0.6 }}
              />
            </Source>
          ) : null}
          <Source id="states" type="geojson" data={atlas.states}>
            <Layer
              id="states"
              type="line"
              paint={{
                "line-color": "#a8a29e",
                "line-width": ["interpolate", ["linear"], ["zoom"], 3, 0.8, 8, 2],
              }}
            />
          </Source>
        </>
      ) : null}
      {places.slice(0, placesShownAt(zoom)).map(([name, state, longitude, latitude]) => (
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
      ))}
    </>
  );
}

/** How many of the largest places get a label: more as the map comes closer. */
function placesShownAt(zoom: number): number {
  if (zoom < 4) return 12;
  if (zoom < 6) return 60;
  return 300;
}
