import { describe, expect, it } from "vitest";
import type { AdminUserDetail } from "@/shared/admin-users";
import { addressLine } from "./user-profile-view";

const base = { streetAddress: null, city: null, state: null, zipCode: null } as AdminUserDetail;

describe("addressLine", () => {
  it("joins street, city, state and zip", () => {
    const user = {
      ...base,
      streetAddress: "1 Main St",
      city: "Austin",
      state: "TX",
      zipCode: "78701",
    };
    expect(addressLine(user)).toBe("1 Main St, Austin, TX 78701");
  });

  it("shows a dash without any address", () => {
    expect(addressLine(base)).toBe("—");
  });

  it("leaves out missing parts", () => {
    expect(addressLine({ ...base, city: "Austin" })).toBe("Austin");
  });
});
