import { Hono } from "hono";
import { cityMarketKey, type MarketKind, zipMarket } from "@/shared/market";
import type { AppDeps } from "../context";
import type { AppBindings } from "../platform/context";
import { ApiError } from "../platform/http/errors";
import { marketReport } from "./markets.service";

/** Figures change once a day: shared caches may keep an answer for a while. */
const MARKET_CACHE = "public, max-age=600";

/** A slug as the refresh writes it: lower-case letters and digits in dash-joined runs. */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** /api/markets: a city's or a ZIP code's market figures, for everyone. */
export function marketRoutes({ db }: Pick<AppDeps, "db">) {
  const answer = async (kind: MarketKind, key: string | null) => {
    const report = key ? await marketReport(db, kind, key) : null;
    if (!report) throw ApiError.notFound("No market figures for this place");
    return report;
  };
  return new Hono<AppBindings>()
    .get("/cities/:state/:city", async (c) => {
      const { state, city } = c.req.param();
      const key = SLUG.test(state) && SLUG.test(city) ? cityMarketKey(state, city) : null;
      const report = await answer("city", key);
      c.header("cache-control", MARKET_CACHE);
      return c.json(report);
    })
    .get("/zips/:zip", async (c) => {
      const { zip } = c.req.param();
      const report = await answer("zip", zip.length === 5 ? zipMarket(zip) : null);
      c.header("cache-control", MARKET_CACHE);
      return c.json(report);
    });
}
