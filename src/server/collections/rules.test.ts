import { describe, expect, it } from "vitest";
import { checkInvite, successor } from "./rules";

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

describe("successor", () => {
  const members = [
    { userId: "owner", role: "owner" as const, joinedAt: day(1) },
    { userId: "late", role: "member" as const, joinedAt: day(9) },
    { userId: "early-b", role: "member" as const, joinedAt: day(3) },
    { userId: "early-a", role: "member" as const, joinedAt: day(3) },
  ];

  it("is the member who joined first, ties broken by id", () => {
    expect(successor(members, "owner")?.userId).toBe("early-a");
  });

  it("is nobody when the owner was alone", () => {
    expect(successor(members.slice(0, 1), "owner")).toBeNull();
  });
});

describe("checkInvite", () => {
  const now = day(10);
  const invite = { email: "Bea@Example.test", expiresAt: day(20), acceptedBy: null };
  const bea = { id: "bea", email: "bea@example.test" };

  it("lets the invited address join, whatever its case", () => {
    expect(checkInvite(invite, bea, now)).toBe("ok");
  });

  it("refuses another address", () => {
    expect(checkInvite(invite, { id: "eve", email: "eve@example.test" }, now)).toBe(
      "other-address",
    );
  });

  it("refuses an expired invitation or one someone else took up", () => {
    expect(checkInvite({ ...invite, expiresAt: now }, bea, now)).toBe("gone");
    expect(checkInvite({ ...invite, acceptedBy: "eve" }, bea, now)).toBe("gone");
  });

  it("answers a second acceptance by the same account as already joined", () => {
    expect(checkInvite({ ...invite, acceptedBy: "bea" }, bea, now)).toBe("already-joined");
  });
});
