import type { PropertyDetail } from "@/shared/properties";

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
      price: property.price,
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
    },
  };
}
