import { sql } from "drizzle-orm";
import { addMonths, marketMonthKeys } from "@/shared/market";
import { utcDay } from "../analytics/day";
import type { Database } from "../platform/db/client";
import { isMarket, listingMarkets } from "./market-keys";

/** A median rounded to whole units, over the rows the filter keeps. */
const median = (value: string, filter: string) =>
  sql.raw(`round(percentile_cont(0.5) within group (order by ${value}) filter (where ${filter}))`);

const ACTIVE_SALE = "p.offer = 'sale' and p.status = 'active'";
const ACTIVE_RENT = "p.offer = 'rent' and p.status = 'active'";

/**
 * Rebuilds every market's row and months from the catalogue in one transaction, with a few
 * set-based scans (GROUP BY, percentile_cont), so pages read small stored rows instead of the
 * catalogue. Readers keep the previous figures until it commits; a second refresh at the same
 * time waits for the first. Returns how many markets and months it stored.
 */
export async function refreshMarkets(
  db: Database,
  now = new Date(),
): Promise<{ markets: number; months: number }> {
  const today = utcDay(now);
  const keys = marketMonthKeys(today);
  const first = `${keys[0]}-01`;
  const end = `${addMonths(keys.at(-1) ?? "", 1)}-01`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('market_refresh'))`);
    await tx.execute(sql`delete from market_months`);
    await tx.execute(sql`delete from market_areas`);
    const markets = await tx.execute(sql`
      insert into market_areas (kind, key, state, city, zip, listings, for_sale, for_rent, pending,
        median_asking_price, median_asking_price_per_sqft, median_rent, median_days_listed,
        refreshed_on)
      select m.kind, m.key,
        mode() within group (order by p.state),
        mode() within group (order by p.city),
        case when m.kind = 'zip' then m.key end,
        count(*),
        count(*) filter (where ${sql.raw(ACTIVE_SALE)}),
        count(*) filter (where ${sql.raw(ACTIVE_RENT)}),
        count(*) filter (where p.status = 'pending'),
        ${median("p.price", ACTIVE_SALE)},
        ${median("p.price::float8 / p.square_feet", `${ACTIVE_SALE} and p.square_feet > 0`)},
        ${median("p.price", ACTIVE_RENT)},
        round(percentile_cont(0.5) within group (
          order by ${today}::date - (p.listed_at at time zone 'UTC')::date
        ) filter (where ${sql.raw(ACTIVE_SALE)} and p.listed_at is not null)),
        ${today}::date
      from properties p ${listingMarkets}
      where ${isMarket}
      group by m.kind, m.key
    `);
    const months = await tx.execute(sql`
      insert into market_months (kind, key, month, new_listings, median_list_price, sold,
        median_sold_price, median_sold_price_per_sqft, median_days_on_market, price_cuts,
        new_rentals, median_rent, for_sale, for_rent)
      with listing as (
        select p.id, p.offer, m.kind, m.key,
          -- The first asking price: the old price of its first change, else the price it has.
          coalesce(first_change.old_price, p.price) as list_price,
          date_trunc('month', p.listed_at at time zone 'UTC')::date as listed_month,
          case when p.status = 'closed' then p.closed_price end as sold_price,
          case when p.status = 'closed' then date_trunc('month', p.closed_on)::date end
            as sold_month,
          case when p.status = 'closed' and p.square_feet > 0
            then p.closed_price::float8 / p.square_feet end as sold_per_sqft,
          case when p.status = 'closed'
            then p.closed_on - (p.listed_at at time zone 'UTC')::date end as days_on_market,
          -- When it left the market: closed, or withdrawn (its last change of stage).
          case when p.status = 'closed' then p.closed_on
            when p.status = 'off_market' then (p.status_changed_at at time zone 'UTC')::date
            end as left_on
        from properties p
        left join lateral (
          select c.old_price from property_price_changes c
          where c.property_id = p.id order by c.changed_at limit 1
        ) as first_change on true
        ${listingMarkets}
        where ${isMarket}
      ),
      events as (
        select kind, key, offer, listed_month as month, 'listed' as event, list_price as price,
          null::float8 as per_sqft, null::int as days, 0 as delta
        from listing where listed_month is not null
        union all
        select kind, key, offer, sold_month, 'sold', sold_price, sold_per_sqft,
          case when days_on_market >= 0 then days_on_market end, 0
        from listing where sold_month is not null
        union all
        -- On the market from the month listed to the month it left; what came and went before
        -- the first charted month is counted into it, so that month starts with the right stock.
        select kind, key, offer, greatest(listed_month, ${first}::date), 'stock', null, null,
          null, 1
        from listing where listed_month is not null
        union all
        select kind, key, offer, greatest(date_trunc('month', left_on)::date, ${first}::date),
          'stock', null, null, null, -1
        from listing where listed_month is not null and left_on is not null
        union all
        select l.kind, l.key, l.offer,
          date_trunc('month', c.changed_at at time zone 'UTC')::date, 'cut', null, null, null, 0
        from property_price_changes c join listing l on l.id = c.property_id
        where c.new_price < c.old_price and c.changed_at >= ${first}::date
      ),
      by_month as (
        select kind, key, month,
          count(*) filter (where event = 'listed' and offer = 'sale') as new_listings,
          ${median("price", "event = 'listed' and offer = 'sale'")} as median_list_price,
          count(*) filter (where event = 'sold' and offer = 'sale') as sold,
          ${median("price", "event = 'sold' and offer = 'sale'")} as median_sold_price,
          ${median("per_sqft", "event = 'sold' and offer = 'sale' and per_sqft is not null")}
            as median_sold_price_per_sqft,
          percentile_cont(0.5) within group (order by days)
            filter (where event = 'sold' and offer = 'sale' and days is not null)
            as median_days_on_market,
          count(*) filter (where event = 'cut' and offer = 'sale') as price_cuts,
          count(*) filter (where event = 'listed' and offer = 'rent') as new_rentals,
          ${median("price", "event = 'listed' and offer = 'rent'")} as median_rent,
          coalesce(sum(delta) filter (where event = 'stock' and offer = 'sale'), 0) as sale_delta,
          coalesce(sum(delta) filter (where event = 'stock' and offer = 'rent'), 0) as rent_delta
        from events
        where month >= ${first}::date and month < ${end}::date
        group by kind, key, month
      )
      select kind, key, month, new_listings, median_list_price, sold, median_sold_price,
        median_sold_price_per_sqft, median_days_on_market, price_cuts, new_rentals, median_rent,
        sum(sale_delta) over stock, sum(rent_delta) over stock
      from by_month
      window stock as (partition by kind, key order by month)
    `);
    return { markets: affected(markets), months: affected(months) };
  });
}

/** Rows an INSERT wrote, as node-postgres and PGlite each report it. */
function affected(result: unknown): number {
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affectedRows ?? 0;
}
