import { eq } from "drizzle-orm";
import { Hono } from "hono";
import sharp from "sharp";
import type { AppDeps } from "../../../src/server/context";
import { propertyImages, user } from "../../../src/server/db/schema";
import { storeResponsiveImage } from "../../../src/server/images";
import { createProperty, type PropertyOverrides } from "../../factories/properties";
import { ROLE_ACCOUNTS } from "./accounts";

const PALETTE = ["#60a5fa", "#f59e0b", "#34d399", "#f472b6", "#a78bfa", "#f87171"];

/** A small real photo (a coloured card with its label), stored through the real pipeline. */
async function photo(label: string, index: number): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640"><rect width="960" height="640" fill="${PALETTE[index % PALETTE.length]}"/><text x="480" y="330" font-size="64" text-anchor="middle" fill="#111">${label}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Test-only routes, mounted by the e2e server and never by the app: journeys create the listings
 * they need through the same factories as the API tests, owned by the e2e realtor.
 */
export function fixtureRoutes(deps: Pick<AppDeps, "db" | "storage">) {
  return new Hono().post("/properties", async (c) => {
    const body = (await c.req.json()) as PropertyOverrides & { photoLabels?: string[] };
    const { photoLabels = ["Front", "Kitchen", "Garden"], ...overrides } = body;
    const [realtor] = await deps.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, ROLE_ACCOUNTS.realtor.email));
    const property = await createProperty(deps.db, { realtorId: realtor?.id, ...overrides });
    for (const [position, label] of photoLabels.entries()) {
      const stored = await storeResponsiveImage(
        deps.storage,
        `properties/${property.id}/${position}`,
        await photo(label, position),
      );
      await deps.db.insert(propertyImages).values({
        propertyId: property.id,
        ...stored,
        label,
        position,
        isCover: position === 0,
      });
    }
    return c.json({ id: property.id, title: property.title }, 201);
  });
}
