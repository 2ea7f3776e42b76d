import type { LayerSpecification } from "maplibre-gl";
import { useEffect, useState } from "react";
import { useMap } from "react-map-gl/maplibre";
import { hasImagery, type MapLook, visibleIn } from "./imagery";

/**
 * A Satellite switch for a style that carries imagery beside its streets: it shows one or the
 * other by the layers' visibility. Layers the style itself hides stay hidden; a style without
 * imagery gets no switch.
 */
export function ImageryToggle() {
  const { current: ref } = useMap();
  const map = ref?.getMap();
  const [layers, setLayers] = useState<LayerSpecification[]>([]);
  const [look, setLook] = useState<MapLook>("streets");

  useEffect(() => {
    if (!map) return;
    const read = () =>
      setLayers(map.getStyle().layers.filter((layer) => layer.layout?.visibility !== "none"));
    if (map.isStyleLoaded()) read();
    map.on("style.load", read);
    return () => void map.off("style.load", read);
  }, [map]);

  const offered = hasImagery(layers);
  useEffect(() => {
    if (!map || !offered) return;
    for (const layer of layers) {
      map.setLayoutProperty(layer.id, "visibility", visibleIn(layer, look) ? "visible" : "none");
    }
  }, [map, layers, offered, look]);

  if (!offered) return null;
  return (
    <button
      type="button"
      aria-pressed={look === "imagery"}
      onClick={() => setLook((current) => (current === "imagery" ? "streets" : "imagery"))}
      className="absolute bottom-8 left-2 z-10 rounded-md border bg-background px-3 py-1.5 font-medium text-sm shadow-md outline-offset-2 focus-visible:outline-2 focus-visible:outline-ring aria-pressed:bg-foreground aria-pressed:text-background"
    >
      Satellite
    </button>
  );
}
