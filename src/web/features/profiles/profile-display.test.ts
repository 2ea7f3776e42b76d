import { describe, expect, it } from "vitest";
import { addressLines, capitalise, socialLinks } from "./profile-display";

describe("addressLines", () => {
  it("puts the street first, then city, state and zip joined by commas", () => {
    expect(
      addressLines({ streetAddress: "1 Main St", city: "Austin", state: "TX", zipCode: "78701" }),
    ).toEqual(["1 Main St", "Austin, TX, 78701"]);
  });

  it("leaves out the parts that are missing", () => {
    expect(
      addressLines({ streetAddress: null, city: "Austin", state: null, zipCode: "78701" }),
    ).toEqual(["Austin, 78701"]);
    expect(addressLines({ streetAddress: " ", city: null, state: null, zipCode: null })).toEqual(
      [],
    );
  });
});

describe("socialLinks", () => {
  it("links each handle to its network, LinkedIn under /in/", () => {
    expect(
      socialLinks({
        instagram: "somename",
        facebook: "fb.me",
        linkedin: "jane-doe",
        twitter: "jd",
      }),
    ).toEqual([
      {
        network: "instagram",
        label: "Instagram",
        handle: "somename",
        href: "https://instagram.com/somename",
      },
      {
        network: "facebook",
        label: "Facebook",
        handle: "fb.me",
        href: "https://facebook.com/fb.me",
      },
      {
        network: "linkedin",
        label: "LinkedIn",
        handle: "jane-doe",
        href: "https://linkedin.com/in/jane-doe",
      },
      { network: "twitter", label: "Twitter", handle: "jd", href: "https://twitter.com/jd" },
    ]);
  });

  it("skips networks without a handle", () => {
    expect(socialLinks({ twitter: "jd", instagram: "" }).map((link) => link.network)).toEqual([
      "twitter",
    ]);
  });
});

describe("capitalise", () => {
  it("upper-cases the first letter of a role", () => {
    expect(capitalise("realtor")).toBe("Realtor");
  });
});
