import type { Feature } from "geojson";
import { Layer, Marker, Source } from "react-map-gl/maplibre";
import type { LngLat } from "@/shared/geometry";

interface DrawnAreaProps {
  /** The area's points, unclosed. */
  ring: readonly LngLat[];
  /** Still being drawn: a line through the points so far, and its first point closes it. */
  open?: { onClose: () => void };
  /** Being traced by a drag: the line alone, without a mark at each point. */
  traced?: boolean;
}

/** The searched area (the URL's `poly`), or the one being drawn. */
export function DrawnArea({ ring, open, traced = false }: DrawnAreaProps) {
  const coordinates = ring.map(([lng, lat]) => [lng, lat]);
  const shape: Feature =
    open || traced || ring.length < 3
      ? { type: "Feature", properties: {}, geometry: { type: "LineString", coordinates } }
      : {
          type: "Feature",
          properties: {},
          geometry: { type: "Polygon", coordinates: [[...coordinates, coordinates[0] ?? []]] },
        };
  const first = ring[0];
  return (
    <>
      <Source id="drawn-area" type="geojson" data={shape}>
        <Layer
          id="drawn-area-fill"
          type="fill"
          filter={["==", ["geometry-type"], "Polygon"]}
          paint={{ "fill-color": "#2563eb", "fill-opacity": 0.08 }}
        />
        <Layer
          id="drawn-area-line"
          type="line"
          paint={{
            "line-color": "#2563eb",
            "line-width": 2,
            "line-dasharray": open || traced ? [2, 1] : [1, 0],
          }}
        />
      </Source>
      {open
        ? ring.map(([longitude, latitude], index) => (
            <Marker
              // biome-ignore lint/suspicious/noArrayIndexKey: points are only ever appended.
              key={index}
              longitude={longitude}
              latitude={latitude}
              style={{ zIndex: 4 }}
            >
              {index === 0 && first && ring.length >= 3 ? (
                <button
                  type="button"
                  aria-label="Close the area"
                  onClick={(event) => {
                    event.stopPropagation();
                    open.onClose();
                  }}
                  className="block size-4 rounded-full border-2 border-white bg-blue-600 shadow outline-offset-2 focus-visible:outline-2 focus-visible:outline-ring"
                />
              ) : (
                <span className="block size-2.5 rounded-full border-2 border-white bg-blue-600" />
              )}
            </Marker>
          ))
        : null}
    </>
  );
}
