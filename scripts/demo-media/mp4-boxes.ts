/** The top-level boxes of an MP4 (ISO BMFF) file, in file order, e.g. ftyp, moov, mdat. */
export function topLevelBoxes(bytes: Uint8Array): { type: string; offset: number; size: number }[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxes: { type: string; offset: number; size: number }[] = [];
  let offset = 0;
  while (offset + 8 <= bytes.length) {
    let size = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    // 1: a 64-bit size follows the type; 0: the box runs to the end of the file.
    if (size === 1) size = Number(view.getBigUint64(offset + 8));
    else if (size === 0) size = bytes.length - offset;
    if (size < 8 || offset + size > bytes.length) throw new Error(`Bad MP4 box at ${offset}`);
    boxes.push({ type, offset, size });
    offset += size;
  }
  return boxes;
}

/** Starts with ftyp and has its index (moov) before the media data, so playback starts early. */
export function isFaststart(bytes: Uint8Array): boolean {
  const types = topLevelBoxes(bytes).map((box) => box.type);
  const moov = types.indexOf("moov");
  const mdat = types.indexOf("mdat");
  return types[0] === "ftyp" && moov > 0 && mdat > moov;
}
