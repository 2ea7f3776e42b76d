import { describe, expect, it } from "vitest";
import { forwardedClientAddress, limitAddress } from "./client-address";

describe("forwardedClientAddress", () => {
  it("takes the entry the one trusted proxy appended, not what the client wrote before it", () => {
    expect(forwardedClientAddress("1.2.3.4, 203.0.113.9", "10.0.0.2", 1)).toBe("203.0.113.9");
    expect(forwardedClientAddress("203.0.113.9", "10.0.0.2", 1)).toBe("203.0.113.9");
  });

  it("counts back as many hops as there are trusted proxies", () => {
    expect(forwardedClientAddress("1.2.3.4, 203.0.113.9, 10.0.0.1", "10.0.0.2", 2)).toBe(
      "203.0.113.9",
    );
    // Fewer entries than proxies: the left-most one is the furthest address anyone vouched for.
    expect(forwardedClientAddress("203.0.113.9", "10.0.0.2", 3)).toBe("203.0.113.9");
  });

  it("keeps the socket's address without a header, without trusted proxies, or for a non-address", () => {
    expect(forwardedClientAddress(undefined, "10.0.0.2", 1)).toBe("10.0.0.2");
    expect(forwardedClientAddress("203.0.113.9", "10.0.0.2", 0)).toBe("10.0.0.2");
    expect(forwardedClientAddress("1.2.3.4, not-an-address", "10.0.0.2", 1)).toBe("10.0.0.2");
    expect(forwardedClientAddress(" , ", "10.0.0.2", 1)).toBe("10.0.0.2");
  });

  it("drops a port and the brackets around an IPv6 address", () => {
    expect(forwardedClientAddress("203.0.113.9:4711", "s", 1)).toBe("203.0.113.9");
    expect(forwardedClientAddress("[2001:db8::1]:443", "s", 1)).toBe("2001:db8::1");
    expect(forwardedClientAddress("2001:db8::1", "s", 1)).toBe("2001:db8::1");
  });
});

describe("limitAddress", () => {
  it("counts an IPv6 address by its /64 network, whatever its spelling", () => {
    const network = limitAddress("2001:db8:1:2::a");
    expect(limitAddress("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe(network);
    expect(limitAddress("2001:DB8:0001:0002:0:0:0:B")).toBe(network);
    expect(limitAddress("2001:db8:1:3::a")).not.toBe(network);
    expect(limitAddress("fe80::1%eth0")).toBe(limitAddress("fe80::2"));
  });

  it("keeps IPv4 as it is and counts an IPv4-mapped IPv6 address as its IPv4 address", () => {
    expect(limitAddress("203.0.113.9")).toBe("203.0.113.9");
    expect(limitAddress("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(limitAddress("::FFFF:cb00:7109")).toBe("203.0.113.9");
  });

  it("leaves what is not an address alone", () => {
    expect(limitAddress("local")).toBe("local");
    expect(limitAddress("unknown")).toBe("unknown");
  });
});
