import { isIP } from "node:net";
import { getIP } from "better-auth/api";

/**
 * The client's address as the trusted proxies saw it. Each proxy appends the address it received
 * the request from to X-Forwarded-For, so only the right-most `trustedHops` entries were written
 * by our own proxies; anything further left came from the client and may be forged. With one
 * proxy (hops = 1) that is the right-most entry. A header with fewer entries than hops, or an entry
 * that is not an IP address, falls back to the nearest address we can trust.
 */
export function forwardedClientAddress(
  forwardedFor: string | undefined,
  socketAddress: string,
  trustedHops: number,
): string {
  if (trustedHops < 1 || !forwardedFor) return socketAddress;
  const hops = forwardedFor
    .split(",")
    .map((hop) => withoutPort(hop.trim()))
    .filter(Boolean);
  // Walk from the right: the socket is the last proxy, then each entry it and earlier proxies added.
  let address = socketAddress;
  for (let step = 1; step <= trustedHops && step <= hops.length; step++) {
    const hop = hops[hops.length - step] as string;
    if (isIP(hop) === 0) break;
    address = hop;
  }
  return address;
}

/** "203.0.113.7:4711" → "203.0.113.7", "[2001:db8::1]:443" → "2001:db8::1"; a bare IPv6 stays. */
function withoutPort(hop: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(hop);
  if (bracketed) return bracketed[1] as string;
  const ipv4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(hop);
  return ipv4WithPort ? (ipv4WithPort[1] as string) : hop;
}

/** Better Auth reads addresses from headers only; this one exists just to hand it one. */
const GROUP_HEADER = "x-address";
const GROUPING = { advanced: { ipAddress: { ipAddressHeaders: [GROUP_HEADER], ipv6Subnet: 64 } } };

/**
 * The address as limits count it. One IPv6 subscriber holds a whole /64 (2^64 addresses), so an
 * IPv6 address counts by its /64 network; an IPv4-mapped one (`::ffff:1.2.3.4`) as its IPv4
 * address; IPv4 and anything else as it is. Better Auth's normalisation, the one its own
 * limiter applies to the address the app hands it, so both count the same client alike.
 */
export function limitAddress(address: string): string {
  if (isIP(address) !== 6) return address;
  // The zone (`%eth0`) names the local interface a link-local address was reached by, not the
  // client; lower case because the helper spots a mapped IPv4 written in hex only that way.
  const bare = address.replace(/%.*$/, "").toLowerCase();
  return getIP(new Headers({ [GROUP_HEADER]: bare }), GROUPING) ?? address;
}
