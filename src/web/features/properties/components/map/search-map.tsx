import { clsx } from "clsx";
import type { Map as MapLibreMap } from "maplibre-gl";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { MapRef } from "react-map-gl/maplibre";
import type { LngLat } from "@/shared/geometry";
import type { MapBounds } from "@/shared/map-area";
import type { PropertySummary } from "@/shared/properties";
import type { SearchFields } from "@/shared/schemas/property-search";
import { MapView } from "@/web/components/map/map-view";
import { useDebouncedValue } from "@/web/lib/use-debounced-value";
import { mapAnswerQuery, usePropertyMap } from "../../api/search-map";
import { pointsBounds, roundBounds, roundZoom, sameBounds } from "../../map-area";
import { uncrowd } from "./crowded-pins";
import { DrawnArea } from "./drawn-area";
import { asBounds, initialView } from "./initial-view";
import { MapControls } from "./map-controls";
import { ClusterMarker, PinMarker, pinLabel } from "./map-markers";
import { MapStatus } from "./map-status";
import { PinCard } from "./pin-card";
import { useAreaDrawer } from "./use-area-drawer";
import { useFreehandStroke } from "./use-freehand-stroke";

/** A change of the searched area: the box and zoom of the map, or a drawn area. */
export interface MapAreaChange {
  bbox: MapBounds | undefined;
  poly: LngLat[] | undefined;
  zoom: number | undefined;
}

export interface SearchMapProps {
  /** The search the URL holds. */
  fields: SearchFields;
  /** The listings the list shows (the pins' names; where to look when the URL names no area). */
  listings: PropertySummary[];
  highlightedId: string | null;
  onHighlight: (id: string | null) => void;
  /** Puts an area into the URL; `replace` for moves, so Back skips each little pan. */
  onArea: (change: MapAreaChange, replace: boolean) => void;
}

interface View {
  bbox: MapBounds;
  zoom: number;
}

function viewOf(map: MapLibreMap): View {
  const zoom = map.getZoom();
  const bounds = map.getBounds();
  return {
    zoom: roundZoom(zoom),
    bbox: roundBounds(
      {
        west: bounds.getWest(),
        south: bounds.getSouth(),
        east: bounds.getEast(),
        north: bounds.getNorth(),
      },
      zoom,
    ),
  };
}

/**
 * The /search map: the search's listings as price pins and counted clusters over the area shown,
 * 'Search as I move the map' (or 'Search this area'), 'Draw an area', and a pin's card.
 */
export default function SearchMap({
  fields,
  listings,
  highlightedId,
  onHighlight,
  onArea,
}: SearchMapProps) {
  const map = useRef<MapRef>(null);
  const [view, setView] = useState<View | null>(null);
  const [followMoves, setFollowMoves] = useState(true);
  const [openId, setOpenId] = useState<string | null>(null);
  const closeCard = useCallback(() => setOpenId(null), []);
  // Moves the visitor makes (drag, keys, zoom buttons, a cluster) search; the map's own (a resize,
  // showing a text search's listings) do not. A move is the visitor's when it starts from their
  // input: its end may not say so when another move cut it short (quick zoom clicks).
  const visitorMove = useRef(false);
  /** The last view the visitor moved to, and whether the list has searched it yet. */
  const [movedTo, setMovedTo] = useState<View | null>(null);
  const [unsearched, setUnsearched] = useState(false);
  const drawer = useAreaDrawer((poly) =>
    onArea({ bbox: undefined, poly, zoom: view?.zoom }, false),
  );
  const stroke = useFreehandStroke(map, drawer.drawing, drawer.draw);

  const query = view ? mapAnswerQuery(fields, view.bbox, view.zoom) : null;
  const answer = usePropertyMap(useDebouncedValue(query, 150));
  const titles = useMemo(
    () => new Map(listings.map((listing) => [listing.id, listing.title])),
    [listings],
  );

  // 'Search as I move the map': the settled view goes into the URL (a drawn area stays the search).
  // Only a view the visitor moved to counts, once it has stood still for a moment.
  const settled = useDebouncedValue(movedTo, 400);
  const searchHere = () => {
    setUnsearched(false);
    if (view) onArea({ bbox: view.bbox, poly: undefined, zoom: view.zoom }, false);
  };
  const searched = useRef<View | null>(null);
  useEffect(() => {
    // Each move once: a later change of the URL (a new text lets the area go) must not bring it back.
    if (!settled || settled === searched.current || !followMoves || fields.poly) return;
    searched.current = settled;
    // Moves made while drawing an area are spent: the list holds still, and the drawn area (or,
    // after Cancel, the visitor's next move) is the search.
    if (drawer.drawing) return;
    setUnsearched(false);
    if (!sameBounds(settled.bbox, fields.bbox) || settled.zoom !== fields.zoom) {
      onArea({ bbox: settled.bbox, poly: undefined, zoom: settled.zoom }, true);
    }
  }, [settled, followMoves, fields.bbox, fields.zoom, fields.poly, drawer.drawing, onArea]);

  // A search without an area: show where its listings are.
  const firstIds = listings.map((listing) => listing.id).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: refits when the listings change.
  useEffect(() => {
    const box = pointsBounds(listings);
    if (!map.current || fields.bbox || fields.poly || !box) return;
    map.current.fitBounds(asBounds(box), { padding: 48, maxZoom: 11, duration: 0 });
  }, [firstIds, fields.q]);

  const answered = answer.data;
  // Markers that would cover each other at this zoom show as one cluster.
  // biome-ignore lint/correctness/useExhaustiveDependencies: regroups at each new view.
  const data = useMemo(() => {
    const current = map.current;
    if (!answered || !current) return answered;
    const project = (lng: number, lat: number) => current.project([lng, lat]);
    return { ...answered, ...uncrowd(answered, project, pinLabel) };
  }, [answered, view]);

  return (
    // While drawing, a finger's drag draws instead of scrolling the page.
    <div className={clsx("relative size-full", drawer.drawing && "touch-none")}>
      {/* Before the map in the tab order, so its own controls need not wait behind every pin. */}
      <MapControls
        drawer={drawer}
        onAddCentre={() => {
          const centre = map.current?.getCenter();
          if (centre) drawer.add([centre.lng, centre.lat]);
        }}
        followMoves={followMoves}
        onFollowMoves={setFollowMoves}
        hasArea={Boolean(fields.poly)}
        onClearArea={() => onArea({ bbox: view?.bbox, poly: undefined, zoom: view?.zoom }, false)}
        onSearchHere={!followMoves && unsearched && !fields.poly ? searchHere : undefined}
      />
      <MapView
        ref={map}
        label="Map of the search's homes"
        className="size-full"
        initialViewState={initialView(fields, listings)}
        cursor={drawer.drawing ? "crosshair" : undefined}
        doubleClickZoom={!drawer.drawing}
        // While drawing, a drag draws the area rather than moving the map.
        dragPan={!drawer.drawing}
        {...stroke.handlers}
        // The event's own map: the ref is attached by a later render, which a busy page may run
        // after the map has loaded, and a view never set leaves the map without its homes.
        onLoad={(event) => setView(viewOf(event.target))}
        onMoveStart={(event) => {
          if (event.originalEvent) visitorMove.current = true;
        }}
        onMoveEnd={(event) => {
          const next = viewOf(event.target);
          setView(next);
          if (visitorMove.current || event.originalEvent) {
            visitorMove.current = false;
            // A move made while drawing is spent at once: settling after Finish, it would
            // replace the area just drawn with the view.
            if (drawer.drawing) return;
            setMovedTo(next);
            setUnsearched(true);
          }
        }}
        onClick={(event) => {
          // A marker's own click reaches the map too: the marker has handled it.
          if ((event.originalEvent.target as Element).closest(".maplibregl-marker")) return;
          if (drawer.drawing) drawer.add([event.lngLat.lng, event.lngLat.lat]);
          else setOpenId(null);
        }}
      >
        {fields.poly && !drawer.drawing ? <DrawnArea ring={fields.poly} /> : null}
        {stroke.trace ? (
          <DrawnArea ring={stroke.trace} traced />
        ) : drawer.points ? (
          <DrawnArea ring={drawer.points} open={{ onClose: drawer.finish }} />
        ) : null}
        {data?.clusters.map((cluster) => (
          <ClusterMarker
            key={`${cluster.longitude},${cluster.latitude}`}
            cluster={cluster}
            approximate={data.approximate}
            onZoom={() => {
              // While drawing, a cluster is a place on the map like any other: a point there.
              if (drawer.drawing) {
                drawer.add([cluster.longitude, cluster.latitude]);
                return;
              }
              visitorMove.current = true;
              map.current?.fitBounds(cluster.bounds, { padding: 48, maxZoom: 16 });
            }}
          />
        ))}
        {data?.pins.map((pin) => (
          <PinMarker
            key={pin.id}
            pin={pin}
            title={titles.get(pin.id)}
            highlighted={pin.id === highlightedId || pin.id === openId}
            // While drawing, a pin is a place on the map like any other: a point there.
            onOpen={() =>
              drawer.drawing ? drawer.add([pin.longitude, pin.latitude]) : setOpenId(pin.id)
            }
            onHighlight={onHighlight}
          />
        ))}
      </MapView>

      {drawer.drawing ? (
        // Where "Add the centre" puts the next point.
        <span
          aria-hidden="true"
          className="-translate-x-1/2 -translate-y-1/2 pointer-events-none absolute top-1/2 left-1/2 z-10 size-5 rounded-full border-2 border-blue-600 bg-white/40"
        />
      ) : null}
      <MapStatus answer={answer} />
      {openId ? <PinCard id={openId} onClose={closeCard} /> : null}
    </div>
  );
}
