import { describe, expect, it } from "vitest";
import { sniffVideoFormat, VIDEO_SOURCE_TYPES } from "../../src/shared/video-format";

/** A box header: 32-bit size then four type letters, then the given payload. */
function box(type: string, payload: number[] = [], size = 8 + payload.length): number[] {
  return [size >>> 24, (size >>> 16) & 255, (size >>> 8) & 255, size & 255]
    .concat([...type].map((c) => c.charCodeAt(0)))
    .concat(payload);
}
const brand = (name: string) => [...name].map((c) => c.charCodeAt(0));
const bytes = (values: number[]) => new Uint8Array(values);

describe("sniffVideoFormat", () => {
  it("takes any ftyp brand as MP4 except QuickTime's", () => {
    for (const name of ["isom", "mp42", "avc1", "M4V ", "3gp5", "heic"]) {
      expect(sniffVideoFormat(bytes(box("ftyp", [...brand(name), 0, 0, 0, 0])))).toBe("mp4");
    }
    expect(sniffVideoFormat(bytes(box("ftyp", [...brand("qt  "), 0, 0, 0, 0])))).toBe("mov");
  });

  it("recognises QuickTime files that start without ftyp", () => {
    for (const type of ["moov", "mdat", "wide", "free", "skip", "pnot"]) {
      expect(sniffVideoFormat(bytes(box(type, [0, 0, 0, 0])))).toBe("mov");
    }
    // A 64-bit size (1) as a large first mdat has.
    expect(sniffVideoFormat(bytes(box("mdat", [0, 0, 0, 0, 0, 0, 0, 16], 1)))).toBe("mov");
  });

  it("refuses QuickTime-looking boxes whose size cannot be a box", () => {
    expect(sniffVideoFormat(bytes(box("moov", [], 4)))).toBeNull();
    expect(sniffVideoFormat(bytes(box("moov", [], 0)))).toBeNull();
    expect(sniffVideoFormat(bytes(box("ftyp", [], 8)))).toBeNull();
  });

  it("recognises EBML (WebM and Matroska) by its magic", () => {
    expect(sniffVideoFormat(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86]))).toBe("webm");
  });

  it("refuses everything else", () => {
    const text = new TextEncoder();
    expect(sniffVideoFormat(new Uint8Array())).toBeNull();
    expect(sniffVideoFormat(bytes([0x1a, 0x45, 0xdf]))).toBeNull();
    expect(sniffVideoFormat(text.encode("#EXTM3U\n#EXT-X-VERSION:3\n"))).toBeNull();
    expect(sniffVideoFormat(text.encode("RIFF\0\0\0\0AVI LIST"))).toBeNull();
    expect(sniffVideoFormat(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]))).toBeNull();
    expect(sniffVideoFormat(bytes(box("uuid", [0, 0, 0, 0])))).toBeNull();
  });

  it("labels each format with its content type and extension", () => {
    expect(VIDEO_SOURCE_TYPES).toEqual({
      mp4: { contentType: "video/mp4", extension: "mp4" },
      mov: { contentType: "video/quicktime", extension: "mov" },
      webm: { contentType: "video/webm", extension: "webm" },
    });
  });
});
