import { describe, expect, it } from "vitest";
import { deliveryText } from "./delivery-text";

describe("deliveryText", () => {
  it("counts photos and names the video", () => {
    expect(deliveryText(1, false)).toBe("1 photo");
    expect(deliveryText(3, false)).toBe("3 photos");
    expect(deliveryText(0, true)).toBe("a video");
    expect(deliveryText(2, true)).toBe("2 photos and a video");
  });
});
