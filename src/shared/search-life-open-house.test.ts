import { describe, expect, it } from "vitest";
import { parseSearchFields } from "./schemas/property-search";
import { lifeInWords, setLifeParams } from "./search-life";

describe("the open-house filter in a search's URL and words", () => {
  it("spells it in the URL and reads it back, dropping an unknown value", () => {
    const params = new URLSearchParams();
    setLifeParams(params, { offer: "rent", openHouse: "weekend" });
    expect(params.toString()).toBe("offer=rent&openHouse=weekend");
    expect(parseSearchFields(params).openHouse).toBe("weekend");
    expect(parseSearchFields(new URLSearchParams("openHouse=someday")).openHouse).toBeUndefined();
  });

  it("says it in words", () => {
    expect(lifeInWords({ openHouse: "weekend" })).toEqual(["Open house this weekend"]);
    expect(lifeInWords({ openHouse: "upcoming" })).toEqual(["Open house coming up"]);
  });
});
