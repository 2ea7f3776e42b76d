import type { ListingOffer } from "@/shared/listing-life";
import type { ManagedPropertyDetail } from "@/shared/manage-properties";
import type { Amenity } from "@/shared/properties";
import { formatPriceInput } from "./property-format";

/**
 * What the form's inputs hold: text as typed (the shared schema turns it into numbers), the
 * feature lists one item per line, and the nearby amenities as rows. Photos live beside the form.
 */
export interface PropertyFormFields {
  title: string;
  description: string;
  price: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  /**
   * The listing's position in degrees: placed from the ZIP, set by the map's pin or typed; ""
   * for none (saving then places the listing at its ZIP's centre).
   */
  latitude: string;
  longitude: string;
  bedrooms: string;
  bathrooms: string;
  squareFeet: string;
  propertyType: string;
  amenities: Amenity[];
  isFeatured: boolean;
  yearBuilt: string;
  lotSizeAcres: string;
  stories: string;
  garageSpaces: string;
  condition: string;
  interiorFeatures: string;
  exteriorFeatures: string;
  communityFeatures: string;
  nearbyAmenities: { name: string; distance: string }[];
  /** The listing's realtor, "" for none (only administrators choose it). */
  realtorId: string;
  offer: ListingOffer;
  hoaDues: string;
  /** A rental's terms, kept while the offer is sale but not sent as such (the server clears them). */
  deposit: string;
  leaseMonths: string;
  availableFrom: string;
  petsCats: boolean;
  petsDogs: boolean;
  furnished: boolean;
  utilitiesIncluded: boolean;
  applicantRequirements: string;
}

/** The fields the server's issues may name (its paths are the schema's). */
export const PROPERTY_FORM_FIELDS = [
  "title",
  "description",
  "price",
  "address",
  "city",
  "state",
  "zip",
  "latitude",
  "longitude",
  "bedrooms",
  "bathrooms",
  "squareFeet",
  "propertyType",
  "amenities",
  "isFeatured",
  "yearBuilt",
  "lotSizeAcres",
  "stories",
  "garageSpaces",
  "condition",
  "interiorFeatures",
  "exteriorFeatures",
  "communityFeatures",
  "nearbyAmenities",
  "realtorId",
  "offer",
  "hoaDues",
  "deposit",
  "leaseMonths",
  "availableFrom",
  "petsCats",
  "petsDogs",
  "furnished",
  "utilitiesIncluded",
  "applicantRequirements",
] as const satisfies readonly (keyof PropertyFormFields)[];

/** What a sale says of rental terms: nothing. */
const SALE_TERMS = {
  deposit: "",
  leaseMonths: "",
  availableFrom: "",
  petsCats: false,
  petsDogs: false,
  furnished: false,
  utilitiesIncluded: false,
  applicantRequirements: "",
} satisfies Partial<PropertyFormFields>;

export const EMPTY_PROPERTY_FORM: PropertyFormFields = {
  title: "",
  description: "",
  price: "",
  address: "",
  city: "",
  state: "",
  zip: "",
  latitude: "",
  longitude: "",
  bedrooms: "",
  bathrooms: "",
  squareFeet: "",
  propertyType: "",
  amenities: [],
  isFeatured: false,
  yearBuilt: "",
  lotSizeAcres: "",
  stories: "",
  garageSpaces: "",
  condition: "",
  interiorFeatures: "",
  exteriorFeatures: "",
  communityFeatures: "",
  nearbyAmenities: [],
  realtorId: "",
  offer: "sale",
  hoaDues: "",
  ...SALE_TERMS,
};

const text = (value: number | null) => (value === null ? "" : String(value));

/** The edit form's starting values from the listing as the API returns it. */
export function propertyFormFields(property: ManagedPropertyDetail): PropertyFormFields {
  return {
    title: property.title,
    description: property.description,
    price: formatPriceInput(String(property.price)),
    address: property.address,
    city: property.city,
    state: property.state,
    zip: property.zip,
    latitude: String(property.latitude),
    longitude: String(property.longitude),
    bedrooms: String(property.bedrooms),
    bathrooms: String(property.bathrooms),
    squareFeet: String(property.squareFeet),
    propertyType: property.propertyType,
    amenities: [...property.amenities],
    isFeatured: property.isFeatured,
    yearBuilt: text(property.yearBuilt),
    lotSizeAcres: text(property.lotSizeAcres),
    stories: text(property.stories),
    garageSpaces: text(property.garageSpaces),
    condition: property.condition ?? "",
    interiorFeatures: property.interiorFeatures.join("\n"),
    exteriorFeatures: property.exteriorFeatures.join("\n"),
    communityFeatures: property.communityFeatures.join("\n"),
    nearbyAmenities: property.nearbyAmenities.map(({ name, distance }) => ({ name, distance })),
    realtorId: property.assignedRealtor?.id ?? "",
    offer: property.offer,
    hoaDues: text(property.hoaDues),
    deposit: text(property.rental?.deposit ?? null),
    leaseMonths: text(property.rental?.leaseMonths ?? null),
    availableFrom: property.rental?.availableFrom ?? "",
    petsCats: property.rental?.petsCats ?? false,
    petsDogs: property.rental?.petsDogs ?? false,
    furnished: property.rental?.furnished ?? false,
    utilitiesIncluded: property.rental?.utilitiesIncluded ?? false,
    applicantRequirements: property.rental?.applicantRequirements ?? "",
  };
}

/** One item per non-blank line. */
export function splitLines(value: string): string[] {
  return value
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/**
 * The schema's input (without the photos) from the fields. Rows left entirely blank are dropped,
 * half-filled ones kept so the schema can say what is missing.
 */
export function propertyFormInput(fields: PropertyFormFields) {
  return {
    ...fields,
    // Terms hidden with the offer for sale are not checked or sent as the listing's.
    ...(fields.offer === "sale" ? SALE_TERMS : {}),
    interiorFeatures: splitLines(fields.interiorFeatures),
    exteriorFeatures: splitLines(fields.exteriorFeatures),
    communityFeatures: splitLines(fields.communityFeatures),
    nearbyAmenities: fields.nearbyAmenities.filter(
      (row) => row.name.trim() !== "" || row.distance.trim() !== "",
    ),
    realtorId: fields.realtorId || null,
    latitude: coordinate(fields.latitude),
    longitude: coordinate(fields.longitude),
  };
}

/** A typed coordinate as a number; blank is no position (the server places it by its ZIP). */
const coordinate = (value: string) => (value.trim() === "" ? undefined : Number(value));

/** The typed position for the map's pin, or null while either coordinate is missing or out of range. */
export function formPosition(latitude: string, longitude: string) {
  const lat = coordinate(latitude);
  const lng = coordinate(longitude);
  if (lat === undefined || lng === undefined || !Number.isFinite(lat + lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { latitude: lat, longitude: lng };
}

/** A coordinate as the inputs show it: 6 decimals at most (about 10 cm). */
export const coordinateText = (value: number) => String(Math.round(value * 1e6) / 1e6);

interface Position {
  latitude: number;
  longitude: number;
}

/** Whether two positions are the same spot as the inputs show it (6 decimals). */
export function samePosition(a: Position | null, b: Position | null): boolean {
  if (!a || !b) return false;
  return (
    coordinateText(a.latitude) === coordinateText(b.latitude) &&
    coordinateText(a.longitude) === coordinateText(b.longitude)
  );
}

/**
 * A draft's fields over the form's starting values: only the form's own fields, each of the
 * kind the form holds (a draft from an older form keeps what still fits).
 */
export function fieldsFromDraft(
  defaults: PropertyFormFields,
  draft: Record<string, unknown>,
): PropertyFormFields {
  const merged: Record<string, unknown> = { ...defaults };
  for (const [name, start] of Object.entries(defaults)) {
    const value = draft[name];
    const fits = Array.isArray(start) ? Array.isArray(value) : typeof value === typeof start;
    if (value !== undefined && fits) merged[name] = value;
  }
  return merged as unknown as PropertyFormFields;
}
