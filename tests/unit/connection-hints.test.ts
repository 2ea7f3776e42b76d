import { describe, expect, it } from "vitest";
import { wantsLightMedia } from "../../src/shared/connection-hints";

describe("wantsLightMedia", () => {
  it("is light on Save-Data, a 2G or 3G connection, or under 5 Mb/s", () => {
    expect(wantsLightMedia({ saveData: true, effectiveType: "4g", downlink: 10 })).toBe(true);
    for (const effectiveType of ["slow-2g", "2g", "3g"])
      expect(wantsLightMedia({ effectiveType })).toBe(true);
    expect(wantsLightMedia({ effectiveType: "4g", downlink: 1.6 })).toBe(true);
  });

  it("is full size on a fast connection, or when the browser says nothing", () => {
    expect(wantsLightMedia({ saveData: false, effectiveType: "4g", downlink: 5 })).toBe(false);
    expect(wantsLightMedia({})).toBe(false);
    expect(wantsLightMedia(undefined)).toBe(false);
  });
});
