import { describe, expect, it } from "vitest";
import { instagramUrl, mailtoHref } from "./directory-format";

describe("directory card texts", () => {
  it("links Instagram by handle and e-mail by mailto", () => {
    expect(instagramUrl("skyframe.derek")).toBe("https://instagram.com/skyframe.derek");
    expect(instagramUrl("@nora")).toBe("https://instagram.com/nora");
    expect(mailtoHref("nora.castillo@example.com")).toBe("mailto:nora.castillo@example.com");
  });
});
