import type { FigureFormat, MonthFigure } from "./market-figures";

/** One line or bar of a chart, and its column in the table behind it. */
export interface ChartSeries {
  key: MonthFigure;
  label: string;
  /** A CSS colour with enough contrast on the page in both themes. */
  color: string;
}

/** A chart of the market page, and the table of the same numbers that stands in for it. */
export interface MarketChartSpec {
  id: string;
  title: string;
  /** What the table holds, for its caption. */
  caption: string;
  shape: "line" | "bar";
  format: FigureFormat;
  series: ChartSeries[];
}

const PRIMARY = "var(--primary)";
const SECOND = "#059669";

export const MARKET_CHARTS: readonly MarketChartSpec[] = [
  {
    id: "prices",
    title: "Median list and sold price",
    caption: "Median first asking price of new listings and median sold price, by month",
    shape: "line",
    format: "price",
    series: [
      { key: "medianListPrice", label: "List price", color: PRIMARY },
      { key: "medianSoldPrice", label: "Sold price", color: SECOND },
    ],
  },
  {
    id: "price-per-sqft",
    title: "Sold price per square foot",
    caption: "Median sold price per square foot, by month",
    shape: "line",
    format: "price",
    series: [{ key: "medianSoldPricePerSqft", label: "Price per sq ft", color: PRIMARY }],
  },
  {
    id: "days-on-market",
    title: "Days on market",
    caption: "Median days from first listing to sale of the homes sold, by month",
    shape: "line",
    format: "days",
    series: [{ key: "medianDaysOnMarket", label: "Days on market", color: PRIMARY }],
  },
  {
    id: "inventory",
    title: "Homes for sale and for rent",
    caption: "Homes for sale and for rent on the market at the end of each month",
    shape: "line",
    format: "count",
    series: [
      { key: "forSale", label: "For sale", color: PRIMARY },
      { key: "forRent", label: "For rent", color: SECOND },
    ],
  },
  {
    id: "activity",
    title: "New listings and price cuts",
    caption: "Homes for sale newly listed, price cuts and homes sold, by month",
    shape: "bar",
    format: "count",
    series: [
      { key: "newListings", label: "New listings", color: PRIMARY },
      { key: "priceCuts", label: "Price cuts", color: "#b45309" },
      { key: "sold", label: "Sold", color: SECOND },
    ],
  },
];
