import { sql } from "drizzle-orm";
import { loadPlaceIndex } from "../../src/server/places/places.service";
import type { Database } from "../../src/server/platform/db/client";

/** Words the generator draws from; the benchmark's text searches use them too. */
export const CITIES = [
  "Springfield",
  "Riverside",
  "Fairview",
  "Madison",
  "Georgetown",
  "Clinton",
  "Franklin",
  "Greenville",
  "Bristol",
  "Salem",
  "Oakland",
  "Ashland",
  "Burlington",
  "Manchester",
  "Milton",
  "Newport",
  "Dayton",
  "Lexington",
  "Arlington",
  "Hudson",
  "Kingston",
  "Dover",
  "Auburn",
  "Jackson",
  "Marion",
  "Oxford",
  "Winchester",
  "Clayton",
  "Lakewood",
  "Centerville",
  "Mount Vernon",
  "Hamilton",
];
export const STREETS = [
  "Maple",
  "Oak",
  "Cedar",
  "Pine",
  "Elm",
  "Willow",
  "Birch",
  "Lake",
  "Hill",
  "Park",
  "Sunset",
  "River",
  "Meadow",
  "Forest",
  "Highland",
  "Chestnut",
  "Walnut",
  "Spruce",
  "Ridge",
  "Valley",
];
const ADJECTIVES = [
  "Modern",
  "Charming",
  "Spacious",
  "Cozy",
  "Luxury",
  "Sunny",
  "Elegant",
  "Renovated",
];
const NOUNS = [
  "Family Home",
  "Condo",
  "Townhouse",
  "Villa",
  "Apartment",
  "Bungalow",
  "Retreat",
  "Loft",
];
export const STATES = ["IL", "CA", "TX", "NY", "FL", "WA", "OH", "GA"];
const TYPES = ["House", "Apartment", "Condo", "Townhouse", "Villa", "Land"];

/**
 * Metro centres (latitude, longitude) the synthetic listings cluster around, so map searches meet
 * realistic density: most listings within about 0.4 degrees of one, the rest spread over the lower 48.
 */
export const METROS: readonly (readonly [name: string, lat: number, lng: number])[] = [
  ["New York", 40.71, -74.01],
  ["Los Angeles", 34.05, -118.24],
  ["Chicago", 41.88, -87.63],
  ["Houston", 29.76, -95.37],
  ["Phoenix", 33.45, -112.07],
  ["Philadelphia", 39.95, -75.17],
  ["San Antonio", 29.42, -98.49],
  ["San Diego", 32.72, -117.16],
  ["Dallas", 32.78, -96.8],
  ["Austin", 30.27, -97.74],
  ["Jacksonville", 30.33, -81.66],
  ["Columbus", 39.96, -83.0],
  ["Charlotte", 35.23, -80.84],
  ["Indianapolis", 39.77, -86.16],
  ["San Francisco", 37.77, -122.42],
  ["Seattle", 47.61, -122.33],
  ["Denver", 39.74, -104.99],
  ["Washington", 38.91, -77.04],
  ["Boston", 42.36, -71.06],
  ["Nashville", 36.16, -86.78],
  ["Detroit", 42.33, -83.05],
  ["Portland", 45.52, -122.68],
  ["Las Vegas", 36.17, -115.14],
  ["Atlanta", 33.75, -84.39],
  ["Miami", 25.76, -80.19],
  ["Minneapolis", 44.98, -93.27],
  ["Raleigh", 35.78, -78.64],
  ["Salt Lake City", 40.76, -111.89],
  ["Kansas City", 39.1, -94.58],
  ["St. Louis", 38.63, -90.2],
  ["Orlando", 28.54, -81.38],
  ["Tampa", 27.95, -82.46],
];

const arr = (values: string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(",")}]`);

/**
 * The bundled place data's residential ZIP codes near each metro (within about its listings'
 * spread), so half of a metro's listings carry a real city, state and ZIP: typed places
 * ("austin", "Plano, TX", "78745") and the search box's counts then find homes, weighted by
 * how many ZIP codes each city has. One run of ZIP codes per metro, in METROS order.
 */
async function metroPlaces() {
  const index = await loadPlaceIndex();
  const zips: string[] = [];
  const cities: string[] = [];
  const states: string[] = [];
  const starts: number[] = [];
  const counts: number[] = [];
  for (const [, lat, lng] of METROS) {
    const near = index.byZip.filter(
      (p) =>
        index.residential.has(p.zip) &&
        Math.abs(p.latitude - lat) < 0.3 &&
        Math.abs(p.longitude - lng) < 0.35,
    );
    starts.push(zips.length);
    counts.push(near.length);
    for (const p of near) {
      zips.push(p.zip);
      cities.push(p.city);
      states.push(p.state);
    }
  }
  return { zips, cities, states, starts, counts };
}

/**
 * Inserts `rows` synthetic listings in batches with one INSERT … SELECT each. Values are spread
 * with a multiplicative hash of the row number, so filters have realistic selectivity
 * (a city is 1/32 of rows, a street 1/20, three bedrooms about 1/7, featured 2%). Half of the
 * listings near a metro have a real address instead (metroPlaces), and one in 128 listings has
 * a reel, so the video-tour filter reads a realistic few. A third are for rent (the price a
 * monthly rent), and the stages are spread as a live catalogue holds them: 78% active, 4% coming
 * soon, 6% pending, 10% closed over the last 18 months, 2% off the market, so every search's
 * offer and stage conditions (lifeConditions) filter a realistic share.
 */
export async function loadCatalogue(
  db: Database,
  rows: number,
  onProgress?: (done: number) => void,
) {
  const batch = 100_000;
  const places = await metroPlaces();
  // A metro listing's real place: the ZIP at its metro's run start plus a hash, or none (0).
  const placeAt = sql.raw(`case when (h / 67) % 10 < 9 and (h / 139) % 2 = 0
    then (array[${places.starts.join(",")}])[1 + (h / 71) % ${METROS.length}]
      + (h / 149) % (array[${places.counts.join(",")}])[1 + (h / 71) % ${METROS.length}] + 1
    else 0 end`);
  for (let start = 1; start <= rows; start += batch) {
    const end = Math.min(rows, start + batch - 1);
    await db.execute(sql`
      insert into properties (title, description, price, address, city, state, zip, latitude,
        longitude, bedrooms, bathrooms, square_feet, property_type, amenities, is_featured,
        created_at, year_built, lot_size_acres, last_price_cut, last_price_cut_at, offer, status,
        status_changed_at, listed_at, expected_on, closed_price, closed_on)
      select
        (${arr(ADJECTIVES)})[1 + h % 8] || ' ' || (${arr(NOUNS)})[1 + (h / 8) % 8],
        'Synthetic listing for benchmarks.',
        price,
        (1 + h % 9899)::text || ' ' || (${arr(STREETS)})[1 + (h / 7) % 20] || ' Street',
        coalesce((${arr(places.cities)})[place], (${arr(CITIES)})[1 + (h / 13) % 32]),
        coalesce((${arr(places.states)})[place], (${arr(STATES)})[1 + (h / 17) % 8]),
        coalesce((${arr(places.zips)})[place], lpad(((h / 3) % 99999)::text, 5, '0')),
        -- Nine in ten near a metro (the sum of two uniform offsets peaks at its centre), the
        -- rest anywhere in the lower 48's box.
        case when (h / 67) % 10 < 9
          then (${arr(METROS.map(([, lat]) => String(lat)))}::float8[])[1 + (h / 71) % ${METROS.length}]
            + ((h / 73) % 1000 + (h / 79) % 1000 - 1000) / 2500.0
          else 25 + (h / 83) % 24000 / 1000.0 end,
        case when (h / 67) % 10 < 9
          then (${arr(METROS.map(([, , lng]) => String(lng)))}::float8[])[1 + (h / 71) % ${METROS.length}]
            + ((h / 89) % 1000 + (h / 97) % 1000 - 1000) / 2000.0
          else -124 + (h / 101) % 57000 / 1000.0 end,
        (h / 5) % 7,
        1 + ((h / 11) % 7) * 0.5,
        500 + (h / 19) % 5500,
        (${arr(TYPES)})[1 + (h / 23) % 6],
        array_remove(array[
          case when (h / 29) % 3 = 0 then 'Pool' end,
          case when (h / 31) % 2 = 0 then 'Garden' end,
          case when (h / 37) % 2 = 0 then 'Garage' end,
          case when (h / 41) % 3 = 0 then 'Balcony' end,
          case when (h / 43) % 5 = 0 then 'Elevator' end,
          case when (h / 47) % 2 = 0 then 'Air Conditioning' end,
          case when (h / 53) % 6 = 0 then 'Gym' end,
          case when (h / 59) % 4 = 0 then 'Security System' end
        ]::text[], null),
        h % 50 = 0,
        created,
        -- The 'More filters': a year built on 80%, a lot size on 60%, a cut in the last 60
        -- days on 8% (about 4% within the 30 days the filter reads).
        case when (h / 103) % 10 < 8 then 1900 + (h / 107) % 125 end,
        case when (h / 109) % 10 < 6 then ((h / 113) % 500) / 100.0 + 0.05 end,
        case when (h / 127) % 25 < 2 then 5000 + (h / 131) % 50 * 1000 end,
        case when (h / 127) % 25 < 2 then now() - ((h / 137) % 60) * interval '1 day' end,
        case when rent then 'rent' else 'sale' end,
        status,
        case when status = 'closed' then closed_on::timestamptz else created end,
        -- A coming-soon home has not had a first day on the market yet.
        case when status <> 'coming_soon' then created end,
        -- The facts the stage needs (properties_status_facts_check): a day in the next 30 for
        -- a coming-soon home; a closed one's day over the last 18 months and a price within 6%
        -- of the asking one (independent of when it was listed: the table spans about a year).
        case when status = 'coming_soon' then current_date + 1 + (h / 163) % 30 end,
        case when status = 'closed' then round(price * (0.94 + (h / 173) % 121 / 1000.0))::int end,
        closed_on
      from (
        select *,
          case when status = 'closed' then current_date - 1 - (h / 181) % 548 end as closed_on
        from (
          select i, h, ${placeAt} as place, rent,
            -- A rent is by the month, $800 to $6,000 in steps of $25.
            case when rent then 800 + (h / 179) % 209 * 25 else 50000 + (h % 2950) * 1000 end
              as price,
            -- Listed in row order, the newest last, as a live table appends them: reads in
            -- table order (a sequential scan stopping at a limit) meet the oldest listings first.
            now() - ((${rows}::int - i) * interval '31 seconds') as created,
            case when stage < 39 then 'active' when stage < 41 then 'coming_soon'
              when stage < 44 then 'pending' when stage < 49 then 'closed' else 'off_market' end
              as status
          from (
            select i, h, (h / 151) % 3 = 0 as rent, (h / 157) % 50 as stage
            from (
              select i, (i::bigint * 2654435761 % 2147483647)::int as h
              from generate_series(${start}::int, ${end}::int) as g(i)
            ) as hashed
          ) as staged
        ) as priced
      ) as s
    `);
    onProgress?.(end);
  }
  // Video tours: a reel for one listing in 128 (a random byte of its id below 2).
  await db.execute(sql`
    insert into reels (title, property_id, video_key, video_content_type, video_bytes,
      video_width, video_height, duration_seconds, poster_key, poster_widths, poster_width,
      poster_height, small_video_key, small_video_width, small_video_height)
    select 'Tour of ' || title, id, 'bench/reel-' || id, 'video/mp4', 8000000, 720, 1280, 30,
      'bench/poster-' || id, array[360, 720], 720, 1280, 'bench/reel-small-' || id, 360, 640
    from properties where get_byte(uuid_send(id), 13) < 2
  `);
  await db.execute(sql`vacuum analyze reels`);
  // Steady state, as autovacuum leaves a table: planner statistics and hint bits set, so the
  // first reads of freshly loaded pages do not pay for checking every row's transaction.
  await db.execute(sql`vacuum analyze properties`);
}
