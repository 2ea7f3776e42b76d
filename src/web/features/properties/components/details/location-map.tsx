import { MapPin } from "lucide-react";
import { Marker } from "react-map-gl/maplibre";
import { MapView } from "@/web/components/map/map-view";

interface LocationMapProps {
  latitude: number;
  longitude: number;
  address: string;
}

/** The listing's place on the map (the Location tab), close enough to see its streets' area. */
export default function LocationMap({ latitude, longitude, address }: LocationMapProps) {
  return (
    <MapView
      label={`Map of ${address}`}
      className="size-full"
      initialViewState={{ longitude, latitude, zoom: 12 }}
      cooperativeGestures
    >
      <Marker longitude={longitude} latitude={latitude} anchor="bottom">
        <MapPin
          role="img"
          aria-label={address}
          className="size-9 fill-primary text-primary-foreground drop-shadow"
        />
      </Marker>
    </MapView>
  );
}
