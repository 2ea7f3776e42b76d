import { describe, expect, it } from "vitest";
import { handOverLabel } from "./booking-format";

describe("handOverLabel", () => {
  it("counts the photos and names the video", () => {
    expect(handOverLabel(1, false)).toBe("1 photo");
    expect(handOverLabel(0, false)).toBe("0 photos");
    expect(handOverLabel(0, true)).toBe("the video");
    expect(handOverLabel(3, true)).toBe("3 photos and the video");
  });
});
