import type { ListingStatus } from "@/shared/listing-life";
import type { PropertyDetail } from "@/shared/properties";

/** What schema.org calls each stage: a home one can still have, one promised, one gone. */
const AVAILABILITY: Record<ListingStatus, string> = {
  coming_soon: "https://schema.org/PreOrder",
  active: "https://schema.org/InStock",
  pending: "https://schema.org/LimitedAvailability",
  closed: "https://schema.org/SoldOut",
  off_market: "https://schema.org/Discontinued",
};

/** schema.org's description of a listing: the home, its address and the offer's price. */
export function listingJsonLd(property: PropertyDetail, baseUrl: string): Record<string, unknown> {
  const photo = property.image;
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    name: property.title,
    description: property.description,
    url: `${baseUrl}/property/${property.id}`,
    datePosted: property.createdAt,
    ...(photo ? { image: `${baseUrl}${photo.src}` } : {}),
    about: {
      "@type": "SingleFamilyResidence",
      numberOfRooms: property.bedrooms,
      numberOfBathroomsTotal: property.bathrooms,
      floorSize: { "@type": "QuantitativeValue", value: property.squareFeet, unitCode: "FTK" },
      address: {
        "@type": "PostalAddress",
        streetAddress: property.address,
        addressLocality: property.city,
        addressRegion: property.state,
        postalCode: property.zip,
        addressCountry: "US",
      },
    },
    offers: {
      "@type": "Offer",
      price:
        property.status === "closed" ? (property.closedPrice ?? property.price) : property.price,
      priceCurrency: "USD",
      availability: AVAILABILITY[property.status],
      // A rent is a price by the month.
      ...(property.offer === "rent"
        ? {
            priceSpecification: {
              "@type": "UnitPriceSpecification",
              price: property.price,
              priceCurrency: "USD",
              unitCode: "MON",
            },
          }
        : {}),
    },
  };
}
