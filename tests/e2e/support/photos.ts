import sharp from "sharp";

export interface PhotoFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const COLOURS = ["#60a5fa", "#f59e0b", "#34d399", "#f472b6", "#a78bfa"];

/** A small real PNG (a coloured card with its label), for the listing dialog's file input. */
export async function photoFile(label: string, index = 0): Promise<PhotoFile> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="${COLOURS[index % COLOURS.length]}"/><text x="400" y="310" font-size="64" text-anchor="middle" fill="#111">${label}</text></svg>`;
  const buffer = await sharp(Buffer.from(svg)).png().toBuffer();
  return { name: `${label.toLowerCase()}.png`, mimeType: "image/png", buffer };
}

export function photoFiles(labels: string[]): Promise<PhotoFile[]> {
  return Promise.all(labels.map((label, index) => photoFile(label, index)));
}

/** A text file renamed .jpg: the browser calls it image/jpeg, its bytes say otherwise. */
export function textAsJpeg(): PhotoFile {
  return {
    name: "not-a-photo.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("This is a plain text file pretending to be a photo.\n"),
  };
}

/**
 * JPEG's signature followed by junk: it passes the browser's quick check of the first bytes, so
 * only the server, which decodes the whole file, can refuse it.
 */
export function brokenJpeg(): PhotoFile {
  const junk = Buffer.alloc(2048, 0x41);
  return {
    name: "broken.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), junk]),
  };
}
