import type { Amenity, PropertyType } from "../properties";
import type { Claims } from "./claims";
import { AMENITY_PAIRS, AMENITY_WORDS, TYPE_PAIRS, TYPE_WORDS } from "./vocabulary";

/**
 * Takes the kinds of listing ("house or condo", "townhomes") and the amenities ("with a pool")
 * the text names, two-word names before one-word ones, in the order typed.
 */
export function readKinds(claims: Claims): { types?: PropertyType[]; amenities?: Amenity[] } {
  const types = new Set<PropertyType>();
  const amenities = new Set<Amenity>();
  for (let i = 0; i + 1 < claims.tokens.length; i++) {
    if (!claims.free(i) || !claims.free(i + 1)) continue;
    const pair = `${claims.word(i)} ${claims.word(i + 1)}`;
    const type = TYPE_PAIRS[pair];
    const amenity = AMENITY_PAIRS[pair];
    if (type) {
      types.add(type);
      claims.take("types", i, 2);
    } else if (amenity) {
      amenities.add(amenity);
      claims.take("amenities", i, 2);
    }
  }
  for (let i = 0; i < claims.tokens.length; i++) {
    if (!claims.free(i)) continue;
    const type = TYPE_WORDS[claims.word(i)];
    const amenity = AMENITY_WORDS[claims.word(i)];
    if (type) {
      types.add(type);
      claims.take("types", i);
    } else if (amenity) {
      amenities.add(amenity);
      claims.take("amenities", i);
    }
  }
  return {
    ...(types.size ? { types: [...types] } : {}),
    ...(amenities.size ? { amenities: [...amenities] } : {}),
  };
}
