import { beforeAll, describe, expect, it } from "vitest";
import type { PropertySearchPage } from "../../src/shared/properties";
import { clearProperties, createProperties } from "../factories/properties";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp();

const titles = async (q: string) => {
  const page = await getJson<PropertySearchPage>(
    t.client,
    `/api/properties?q=${encodeURIComponent(q)}`,
  );
  return page.items.map((item) => item.title).sort();
};

// Search by place (decision 015): every word of the text, in any order, against title, address,
// city, state code and name, and ZIP.
describe("GET /api/properties?q= by place", () => {
  beforeAll(async () => {
    await clearProperties(t);
    await createProperties(t, [
      {
        title: "Modern Farmhouse",
        address: "1427 Willow Creek Drive",
        city: "Austin",
        state: "TX",
        zip: "78745",
      },
      {
        title: "Hill Country Ranch",
        address: "9 Ranch Road",
        city: "Austin",
        state: "TX",
        zip: "78701",
      },
      {
        title: "Farmhouse Cottage",
        address: "2 Elm Street",
        city: "Austin",
        state: "AR",
        zip: "72007",
      },
      {
        title: "Classic Craftsman",
        address: "5127 SE Alder Grove Avenue",
        city: "Portland",
        state: "OR",
        zip: "97215",
      },
      {
        title: "Harbor Loft",
        address: "12 Fore Street",
        city: "Portland",
        state: "ME",
        zip: "04101",
      },
      {
        title: "Oregon Trail Cabin",
        address: "7 Oregon Way",
        city: "Bend",
        state: "OR",
        zip: "97701",
      },
      {
        title: "Downtown Loft",
        address: "1880 Copper Mill Street, Unit 5C",
        city: "Denver",
        state: "CO",
        zip: "80202",
      },
    ]);
  });

  it("finds a city and state code, written with a comma or without", async () => {
    expect(await titles("Austin, TX")).toEqual(["Hill Country Ranch", "Modern Farmhouse"]);
    expect(await titles("austin tx")).toEqual(["Hill Country Ranch", "Modern Farmhouse"]);
    expect(await titles("Portland, OR")).toEqual(["Classic Craftsman"]);
    expect(await titles("portland me")).toEqual(["Harbor Loft"]);
  });

  it("finds a two-letter state code alone, as a whole word only", async () => {
    expect(await titles("TX")).toEqual(["Hill Country Ranch", "Modern Farmhouse"]);
    // "or" is in "Portland" and "Harbor": only the state code counts.
    expect(await titles("OR")).toEqual(["Classic Craftsman", "Oregon Trail Cabin"]);
  });

  it("finds a state by its name", async () => {
    expect(await titles("Texas")).toEqual(["Hill Country Ranch", "Modern Farmhouse"]);
    expect(await titles("oregon")).toEqual(["Classic Craftsman", "Oregon Trail Cabin"]);
  });

  it("finds a ZIP code", async () => {
    expect(await titles("78745")).toEqual(["Modern Farmhouse"]);
    expect(await titles("Austin 78701")).toEqual(["Hill Country Ranch"]);
  });

  it("finds a full address, punctuation and all", async () => {
    expect(await titles("1427 Willow Creek Drive, Austin, TX 78745")).toEqual(["Modern Farmhouse"]);
    expect(await titles("1880 Copper Mill Street, Unit 5C, Denver, CO")).toEqual(["Downtown Loft"]);
    expect(await titles("1427 Willow Creek Drive, Austin, AR")).toEqual([]);
  });

  it("matches title and place words in any order", async () => {
    // A city named alone is its largest: Austin, TX, not Austin, AR.
    expect(await titles("farmhouse austin")).toEqual(["Modern Farmhouse"]);
    expect(await titles("Austin farmhouse TX")).toEqual(["Modern Farmhouse"]);
    expect(await titles("farm aust")).toEqual(["Farmhouse Cottage", "Modern Farmhouse"]);
    expect(await titles("farmhouse denver")).toEqual([]);
  });
});
