import path from "node:path";
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import fc from "fast-check";
import * as schema from "../../src/server/platform/db/schema";
import type { TestApp } from "../setup/test-app";

/**
 * Building blocks of the bad-input tests: malformed ids, values, bodies and
 * query strings, and the checks every answer must pass.
 */

/** Percent-encodes like a browser; a lone surrogate becomes an escape that is not UTF-8. */
export function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return `${encodeURIComponent(value.replace(/[\ud800-\udfff]/g, ""))}%ED%A0%80`;
  }
}

/** Ids no route should choke on: empty-ish, encoded, traversal, injection, huge, unicode. */
export const badId = fc.oneof(
  fc.constantFrom(
    "0",
    "-1",
    "1e309",
    "NaN",
    "null",
    "undefined",
    "%00",
    "%25",
    "%E0%A4%A",
    "..%2F..%2Fetc%2Fpasswd",
    "%2e%2e%2f%2e%2e%2f",
    "'%20OR%201%3D1%20--",
    "00000000-0000-0000-0000-00000000000g",
    "00000000-0000-4000-8000-000000000000",
    "ffffffff-ffff-ffff-ffff-ffffffffffff",
    "%F0%9F%8F%A0",
    "a".repeat(5000),
    "%7B%22a%22%3A1%7D",
    "__proto__",
    "constructor",
  ),
  fc.string({ minLength: 1, maxLength: 40 }).map(encode),
  fc.uuid().map(String),
);

/** Scalars of every wrong type and shape. */
const badScalar = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER,
    0.1,
    "",
    " ",
    "null",
    "NaN",
    "Infinity",
    "-0",
    "1e999",
    "<script>alert(1)</script>",
    "'; drop table users; --",
    "../../etc/passwd",
    "\u0000",
    "\u202e\u200b\ud83c\udfe0",
    "\ud800",
    "x".repeat(100_000),
    "2026-02-30",
    "9999-12-31",
    "javascript:alert(1)",
    "__proto__",
  ),
  fc.string({ maxLength: 60 }),
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
);

/** Every field name the write routes know, so generated objects reach past "unknown key". */
const FIELD_NAMES = [
  "title",
  "content",
  "status",
  "tags",
  "categories",
  "authorTitle",
  "name",
  "email",
  "password",
  "phone",
  "message",
  "date",
  "query",
  "body",
  "bio",
  "username",
  "phoneNumber",
  "streetAddress",
  "city",
  "state",
  "zipCode",
  "zip",
  "socialMedia",
  "themePreference",
  "languagePreference",
  "displayNameFormat",
  "emailFrequency",
  "emailNotifications",
  "propertyAlerts",
  "marketingEmails",
  "currentPassword",
  "newPassword",
  "confirmPassword",
  "requestType",
  "fullName",
  "brokerageName",
  "brokerageEmail",
  "licenseNumber",
  "companyName",
  "companyWebsite",
  "company",
  "location",
  "contactEmail",
  "website",
  "listed",
  "specialty",
  "specialties",
  "languages",
  "experience",
  "priceRange",
  "ids",
  "reason",
  "role",
  "siteName",
  "isFeatured",
  "propertyId",
  "price",
  "address",
  "bedrooms",
  "bathrooms",
  "squareFeet",
  "propertyType",
  "amenities",
  "images",
  "uploadId",
  "label",
  "isCover",
  "id",
  "yearBuilt",
  "lotSizeAcres",
  "userId",
  "__proto__",
  "constructor",
] as const;

const fieldName = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FIELD_NAMES) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
);

/** JSON values built from wrong scalars, arrays where objects go and objects where arrays go. */
export const badValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    badScalar,
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fieldName, tie("value"), { maxKeys: 4 }),
  ),
})).value;

/** Objects with the routes' own field names holding wrong values. */
const badObject = fc.dictionary(fieldName, badValue, { minKeys: 1, maxKeys: 8 });

/** A raw request body: malformed JSON, wrong JSON, or not JSON at all. */
export const badBody = fc.oneof(
  { weight: 5, arbitrary: badObject.map((value) => JSON.stringify(value)) },
  { weight: 2, arbitrary: badValue.map((value) => JSON.stringify(value) ?? "") },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "",
      "{",
      "}",
      "[",
      '{"a":',
      "{'a':1}",
      '{"a":1,}',
      "nul",
      "\u0000\u0001\u0002",
      "\ufeff{}",
      '{"__proto__":{"role":"admin"}}',
      '{"constructor":{"prototype":{"role":"admin"}}}',
      `{"a":${"[".repeat(5000)}${"]".repeat(5000)}}`,
      '--x\r\nContent-Disposition: form-data; name="image"\r\n\r\n',
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
);

export const contentType = fc.constantFrom(
  "application/json",
  "application/json",
  "application/json; charset=utf-16",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=x",
  "image/jpeg",
  "",
);

/** Query keys the API's routes read, so generated strings reach their checks. */
export const QUERY_KEYS = [
  "page",
  "limit",
  "q",
  "cursor",
  "status",
  "filter",
  "timeframe",
  "weeks",
  "from",
  "userId",
  "sort",
  "minPrice",
  "maxPrice",
  "beds",
  "baths",
  "type",
  "city",
  "state",
  "amenities",
  "category",
  "tag",
  "role",
  "search",
  "specialty",
  "language",
  "location",
  "bounds",
  "zoom",
] as const;

/** A query string of known keys with bad values, repeated keys and broken escapes. */
export const badQuery = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .array(
        fc.tuple(
          fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 10 })),
          fc.oneof(
            badScalar.map((value) => String(value)),
            fc.constantFrom("%", "%zz", "[]"),
          ),
        ),
        { maxLength: 5 },
      )
      .map((pairs) =>
        pairs
          .map(([key, value]) => {
            // Broken escapes stay as they are; the rest is encoded the way a browser would.
            const raw = value === "%" || value === "%zz";
            return `${encode(key)}=${raw ? value : encode(value)}`;
          })
          .join("&"),
      ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "%",
      "a=%E0%A4%A",
      "page[]=1&page[]=2",
      "page=1&page=2",
      "=&=&",
      "q",
    ),
  },
);

/** Signs of an internal error in a body: stack frames, source files, server paths. */
export function leakIn(text: string): string | null {
  const patterns = [
    /\n\s+at \S/,
    /\bat \S+ \(.*:\d+:\d+\)/,
    /\.(ts|js|mjs|cjs):\d+/,
    /node_modules/,
    new RegExp(process.cwd().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
    new RegExp(path.sep === "/" ? "file:///" : "file:"),
    /\b(TypeError|ReferenceError|SyntaxError|RangeError):/,
    /\b(PostgresError|DrizzleQueryError|Failed query)\b/,
  ];
  const hit = patterns.find((pattern) => pattern.test(text));
  return hit ? `${hit}` : null;
}

/**
 * The tables whose rows a refused request must not add or remove. The rate-limit counters are
 * left out: counting every attempt, refused ones included, is their job (decision 025).
 */
const TABLES: PgTable[] = (Object.values(schema) as unknown[]).filter(
  (value): value is PgTable => is(value, PgTable) && value !== schema.rateLimits,
);

/** The row count of every table, read in one statement. */
export async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const names = TABLES.map((table) => getTableName(table));
  const columns = names.map(
    (name) => sql`(select count(*) from ${sql.identifier(name)})::int as ${sql.identifier(name)}`,
  );
  const result = await t.deps.db.execute(sql`select ${sql.join(columns, sql`, `)}`);
  const { rows } = result as unknown as { rows: Record<string, number>[] };
  return rows[0] ?? {};
}

/**
 * A counter of this database's own, bumped by every statement that may add or remove rows in a
 * watched table. The write-ahead log it replaces is the whole server's: on PostgreSQL every other
 * file's database moved it, and most requests paid a full recount for writes that were not theirs.
 */
const installed = new WeakSet<TestApp>();
async function installWriteCounter(t: TestApp): Promise<void> {
  if (installed.has(t)) return;
  await t.deps.db.execute(sql`create sequence if not exists test_row_writes`);
  await t.deps.db.execute(
    sql.raw(`create or replace function test_count_row_write() returns trigger language plpgsql
      as $$ begin perform nextval('test_row_writes'); return null; end $$`),
  );
  for (const table of TABLES) {
    // Statement-level, so a statement that touches no row bumps it too: that costs a recount
    // that finds nothing, never a missed write. nextval survives a rollback the same way.
    await t.deps.db.execute(
      sql`create or replace trigger test_count_row_write after insert or delete or truncate on ${sql.identifier(getTableName(table))} for each statement execute function test_count_row_write()`,
    );
  }
  installed.add(t);
}

async function writeCount(t: TestApp): Promise<string> {
  const result = await t.deps.db.execute(
    sql`select last_value::text || ':' || is_called::text as writes from test_row_writes`,
  );
  const { rows } = result as unknown as { rows: { writes: string }[] };
  return rows[0]?.writes ?? "";
}

/**
 * Tells whether a request changed any table's row count. The write counter is one cheap read:
 * when it has not moved, no row was added or removed; when it has (a success, or a read tidying
 * a page), the row counts are compared and become the new baseline.
 */
export async function writeWatcher(t: TestApp) {
  await installWriteCounter(t);
  let counts = await rowCounts(t);
  let writes = await writeCount(t);
  return {
    /** How often the counts had to be read: the write counter moved that many times. */
    recounted: 0,
    /** Takes the present state as the baseline (after setup writes that are not the request's). */
    async rebase() {
      counts = await rowCounts(t);
      writes = await writeCount(t);
    },
    /** Whether any row count differs from the baseline; the present state becomes the baseline. */
    async changed(): Promise<boolean> {
      if ((await writeCount(t)) === writes) return false;
      this.recounted += 1;
      const after = await rowCounts(t);
      const differs = JSON.stringify(after) !== JSON.stringify(counts);
      counts = after;
      writes = await writeCount(t);
      return differs;
    },
  };
}
