import { lazy } from "react";
import type { PropertyDetail } from "@/shared/properties";
import { MapSlot } from "@/web/components/map/map-slot";
import { LightTabs } from "@/web/components/ui/light-tabs";
import { propertyFacts } from "../../property-facts";

/** Overview (default), Features and Location. */
export function PropertyTabs({ property }: { property: PropertyDetail }) {
  return (
    <LightTabs
      defaultValue="overview"
      tabs={[
        {
          value: "overview",
          label: "Overview",
          content: <Overview property={property} />,
          className: "space-y-6",
        },
        { value: "features", label: "Features", content: <Features property={property} /> },
        {
          value: "location",
          label: "Location",
          content: <Location property={property} />,
          className: "space-y-6",
        },
      ]}
    />
  );
}

function Overview({ property }: { property: PropertyDetail }) {
  const paragraphs = property.description.split(/\n\s*\n/).filter((text) => text.trim());
  return (
    <>
      <section aria-labelledby="facts-title" className="space-y-3">
        <h2 id="facts-title" className="font-semibold text-xl">
          Property Details
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {propertyFacts(property).map((fact) => (
            <div key={fact.label} className="rounded-lg bg-muted p-3">
              <dt className="text-muted-foreground text-sm">{fact.label}</dt>
              <dd className="font-semibold">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="description-title" className="space-y-3">
        <h2 id="description-title" className="font-semibold text-xl">
          Description
        </h2>
        {paragraphs.length ? (
          paragraphs.map((text) => (
            <p key={text} className="whitespace-pre-line text-muted-foreground leading-relaxed">
              {text.trim()}
            </p>
          ))
        ) : (
          <p className="text-muted-foreground">No description provided.</p>
        )}
      </section>
    </>
  );
}

function Features({ property }: { property: PropertyDetail }) {
  const lists = [
    { title: "Interior", items: property.interiorFeatures },
    { title: "Exterior", items: property.exteriorFeatures },
    { title: "Community", items: property.communityFeatures },
    { title: "Amenities", items: property.amenities },
  ].filter((list) => list.items.length > 0);
  if (lists.length === 0) return <p className="text-muted-foreground">No features listed.</p>;
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      {lists.map((list) => (
        <div key={list.title} className="space-y-2">
          <h2 className="font-semibold text-lg">{list.title}</h2>
          <ul className="list-disc space-y-1 pl-5 text-muted-foreground marker:text-primary">
            {list.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

const LocationMap = lazy(() => import("./location-map"));

function Location({ property }: { property: PropertyDetail }) {
  const address = `${property.address}, ${property.city}, ${property.state} ${property.zip}`;
  return (
    <>
      <section aria-labelledby="map-title" className="space-y-3">
        <h2 id="map-title" className="font-semibold text-xl">
          Location
        </h2>
        <p className="font-medium">{address}</p>
        {/* The tab's content is drawn only when the tab opens, so MapLibre loads only then. */}
        <MapSlot className="aspect-[16/9]">
          <LocationMap
            latitude={property.latitude}
            longitude={property.longitude}
            address={address}
          />
        </MapSlot>
      </section>
      <section aria-labelledby="nearby-title" className="space-y-3">
        <h2 id="nearby-title" className="font-semibold text-xl">
          Nearby Amenities
        </h2>
        {property.nearbyAmenities.length ? (
          <ul className="divide-y rounded-lg border">
            {property.nearbyAmenities.map((place) => (
              <li key={place.name} className="flex justify-between gap-4 px-4 py-3">
                <span>{place.name}</span>
                <span className="whitespace-nowrap text-muted-foreground">{place.distance}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">No nearby amenities listed.</p>
        )}
      </section>
    </>
  );
}
