import type { ByteRange } from "./storage";

export type RangeOutcome =
  | { kind: "full" }
  | { kind: "partial"; range: ByteRange }
  | { kind: "unsatisfiable" };

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/i;

/**
 * Resolves a `Range` header against a file of `size` bytes. Only one range is served: RFC 9110
 * lets a server ignore any Range header, so multi-range and malformed headers get the whole file
 * rather than an error.
 */
export function resolveRangeHeader(header: string | undefined, size: number): RangeOutcome {
  const match = header ? SINGLE_RANGE.exec(header.trim()) : null;
  if (!match) return { kind: "full" };
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return { kind: "full" };

  if (first === "") {
    const suffixLength = Number(last);
    if (suffixLength === 0) return { kind: "unsatisfiable" };
    // An empty file has no byte a Content-Range could name, so its whole (empty) body is sent.
    if (size === 0) return { kind: "full" };
    return { kind: "partial", range: { start: Math.max(0, size - suffixLength), end: size - 1 } };
  }

  const start = Number(first);
  const end = last === "" ? Number.POSITIVE_INFINITY : Number(last);
  // A range that ends before it starts is invalid, and an invalid Range header is ignored.
  if (end < start) return { kind: "full" };
  if (start >= size) return { kind: "unsatisfiable" };
  return { kind: "partial", range: { start, end: Math.min(end, size - 1) } };
}
