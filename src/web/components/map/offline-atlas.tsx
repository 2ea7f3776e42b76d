import type { FeatureCollection, MultiLineString } from "geojson";
import { useEffect, useState } from "react";
import { Layer, Source, useMap } from "react-map-gl/maplibre";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import countiesUrl from "us-atlas/counties-10m.json?url";
import statesUrl from "us-atlas/states-10m.json?url";
import naturalEarthUrl from "./atlas-natural-earth.json?url";
import { AtlasPlaceLabels } from "./atlas-place-labels";
import { loadAtlasFile } from "./load-atlas-file";
import { WATER_COLOR } from "./offline-style";

/*
 * The map drawn without any service: land, state and county lines from the US Census atlas (npm
 * us-atlas), lakes, rivers and the neighbouring countries' land from Natural Earth
 * (scripts/build-map-natural-earth.ts), and the largest places' names (atlas-place-labels.tsx).
 * Files are fetched from the app itself, with the map only; counties once the map is close
 * enough to need them. Roads are missing: no package of the registry ships them.
 */

const ATTRIBUTION = "US Census Bureau (us-atlas)";
const NATURAL_EARTH_ATTRIBUTION = "Natural Earth";
const LAND_COLOR = "#f5f3ef";
/** Other countries a shade darker than the one whose homes are listed. */
const NEIGHBOUR_COLOR = "#e9e6e0";
/** Lakes take the sea's colour; rivers a shade darker, to read as lines. */
const RIVER_COLOR = "#8fbbe0";
const COUNTIES_FROM_ZOOM = 5;

const NOTHING: FeatureCollection = { type: "FeatureCollection", features: [] };

type AtlasTopology = Topology<{ nation: GeometryCollection; states: GeometryCollection }>;
type CountyTopology = Topology<{ counties: GeometryCollection }>;

/** Borders between shapes only (each once), so shared edges are not drawn twice. */
const innerLines = (topology: Topology, object: GeometryCollection): MultiLineString =>
  mesh(topology, object, (a, b) => a !== b);

export function OfflineAtlas() {
  const { current: map } = useMap();
  const [atlas, setAtlas] = useState<{ land: FeatureCollection; states: MultiLineString }>();
  const [counties, setCounties] = useState<MultiLineString>();
  const [naturalEarth, setNaturalEarth] = useState<FeatureCollection>();
  const [zoom, setZoom] = useState(() => map?.getZoom() ?? 0);

  useEffect(() => {
    loadAtlasFile<AtlasTopology>(statesUrl, (topology) =>
      setAtlas({
        land: feature(topology, topology.objects.nation) as FeatureCollection,
        states: innerLines(topology, topology.objects.states),
      }),
    );
    loadAtlasFile<FeatureCollection>(naturalEarthUrl, setNaturalEarth);
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
    loadAtlasFile<CountyTopology>(countiesUrl, (topology) =>
      setCounties(innerLines(topology, topology.objects.counties)),
    );
  }, [needCounties, counties]);

  // Every source is there from the start, empty until its file arrives: layers keep the order
  // they are written in, whichever file comes first.
  return (
    <>
      <Source
        id="natural-earth"
        type="geojson"
        data={naturalEarth ?? NOTHING}
        attribution={NATURAL_EARTH_ATTRIBUTION}
      >
        <Layer
          id="neighbours"
          type="fill"
          filter={["==", ["get", "kind"], "neighbours"]}
          paint={{ "fill-color": NEIGHBOUR_COLOR }}
        />
        {/* Covers the slivers of sea where two sources draw a border a little apart. */}
        <Layer
          id="neighbour-edges"
          type="line"
          filter={["==", ["get", "kind"], "neighbours"]}
          paint={{ "line-color": NEIGHBOUR_COLOR, "line-width": 2 }}
        />
      </Source>
      <Source id="land" type="geojson" data={atlas?.land ?? NOTHING} attribution={ATTRIBUTION}>
        <Layer id="land" type="fill" paint={{ "fill-color": LAND_COLOR }} />
      </Source>
      <Layer
        id="lakes"
        type="fill"
        source="natural-earth"
        filter={["==", ["get", "kind"], "lakes"]}
        paint={{ "fill-color": WATER_COLOR }}
      />
      <Layer
        id="rivers"
        type="line"
        source="natural-earth"
        filter={["==", ["get", "kind"], "rivers"]}
        layout={{ "line-join": "round", "line-cap": "round" }}
        paint={{
          "line-color": RIVER_COLOR,
          "line-width": ["interpolate", ["linear"], ["zoom"], 3, 0.8, 8, 2.2],
        }}
      />
      <Source id="counties" type="geojson" data={counties ?? NOTHING}>
        <Layer
          id="counties"
          type="line"
          minzoom={COUNTIES_FROM_ZOOM}
          paint={{ "line-color": "#d6d3cd", "line-width": 0.6 }}
        />
      </Source>
      <Source id="states" type="geojson" data={atlas?.states ?? NOTHING}>
        <Layer
          id="states"
          type="line"
          paint={{
            "line-color": "#a8a29e",
            "line-width": ["interpolate", ["linear"], ["zoom"], 3, 0.8, 8, 2],
          }}
        />
      </Source>
      <AtlasPlaceLabels />
    </>
  );
}
