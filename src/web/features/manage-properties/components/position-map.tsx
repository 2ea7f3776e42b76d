import { MapPin } from "lucide-react";
import { type KeyboardEvent, useEffect, useRef } from "react";
import { type MapRef, Marker } from "react-map-gl/maplibre";
import { MapView } from "@/web/components/map/map-view";

interface Position {
  latitude: number;
  longitude: number;
}

interface PositionMapProps {
  position: Position | null;
  onMove: (position: Position) => void;
}

/** Arrow keys move the pin by about 10 m (a few metres more or less with the latitude). */
const KEY_STEP = 0.0001;
const KEY_MOVES: Record<string, [number, number]> = {
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/**
 * The listing dialog's map: the pin is dragged, moved with the arrow keys, or put where the map
 * is clicked. Without a position yet, the map shows the country and a click places the pin.
 */
export default function PositionMap({ position, onMove }: PositionMapProps) {
  const map = useRef<MapRef>(null);

  // A new guess from the address, or typed coordinates: bring the pin into view.
  useEffect(() => {
    const current = map.current;
    if (!current || !position) return;
    const point: [number, number] = [position.longitude, position.latitude];
    if (!current.getBounds().contains(point)) {
      current.jumpTo({ center: point, zoom: Math.max(current.getZoom(), 13) });
    }
  }, [position]);

  const onKeyDown = (event: KeyboardEvent) => {
    const move = KEY_MOVES[event.key];
    if (!move || !position) return;
    event.preventDefault();
    event.stopPropagation();
    const step = event.shiftKey ? KEY_STEP * 10 : KEY_STEP;
    onMove({
      latitude: position.latitude + move[1] * step,
      longitude: position.longitude + move[0] * step,
    });
  };

  return (
    <MapView
      ref={map}
      label="Map for the listing's position: click to place the pin"
      className="size-full"
      initialViewState={
        position
          ? { longitude: position.longitude, latitude: position.latitude, zoom: 14 }
          : { bounds: [-125, 24, -66, 50] }
      }
      cursor="crosshair"
      onClick={(event) => onMove({ latitude: event.lngLat.lat, longitude: event.lngLat.lng })}
    >
      {position ? (
        <Marker
          longitude={position.longitude}
          latitude={position.latitude}
          anchor="bottom"
          draggable
          onDragEnd={(event) => onMove({ latitude: event.lngLat.lat, longitude: event.lngLat.lng })}
        >
          <button
            type="button"
            aria-label="The listing's position: drag it, or move it with the arrow keys"
            onKeyDown={onKeyDown}
            className="block cursor-grab rounded-full outline-offset-2 focus-visible:outline-2 focus-visible:outline-ring"
          >
            <MapPin
              aria-hidden="true"
              className="size-9 fill-primary text-primary-foreground drop-shadow"
            />
          </button>
        </Marker>
      ) : null}
    </MapView>
  );
}
