/** Bounds-checked big-endian reads: a truncated or crafted file must never read past its end. */
export class ByteReader {
  constructor(readonly bytes: Uint8Array) {}

  get length(): number {
    return this.bytes.length;
  }

  has(offset: number, count: number): boolean {
    return offset >= 0 && count >= 0 && offset + count <= this.bytes.length;
  }

  /** Unsigned big-endian integer of 1 to 8 bytes; null past the end. */
  uint(offset: number, count: number): number | null {
    if (!this.has(offset, count)) return null;
    let value = 0;
    // Multiplication rather than shifts: shifts wrap at 32 bits.
    for (let i = 0; i < count; i++) value = value * 256 + (this.bytes[offset + i] as number);
    return value;
  }

  ascii(offset: number, count: number): string | null {
    if (!this.has(offset, count)) return null;
    return String.fromCharCode(...this.bytes.subarray(offset, offset + count));
  }

  float(offset: number, count: 4 | 8): number | null {
    if (!this.has(offset, count)) return null;
    const view = new DataView(this.bytes.buffer, this.bytes.byteOffset + offset, count);
    return count === 4 ? view.getFloat32(0) : view.getFloat64(0);
  }
}
