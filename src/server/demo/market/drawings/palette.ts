/** A colour the alt text can name. */
export interface Colour {
  name: string;
  hex: string;
}

const colour = (name: string, hex: string): Colour => ({ name, hex });

/** Muted paints a street could have; the names go into the alt text. */
export const WALLS: readonly Colour[] = [
  colour("white", "#f1eee8"),
  colour("cream", "#efe2c4"),
  colour("sand", "#d9c29a"),
  colour("pale yellow", "#ead79b"),
  colour("sage green", "#a8b797"),
  colour("slate blue", "#8196ab"),
  colour("pale blue", "#aac4d6"),
  colour("light grey", "#c3c5c6"),
  colour("terracotta", "#c88160"),
  colour("brick red", "#a9583f"),
  colour("olive", "#979a6f"),
  colour("blush pink", "#dfb8aa"),
  colour("navy", "#52627c"),
  colour("mint", "#b9d4c2"),
];

export const ROOFS: readonly Colour[] = [
  colour("charcoal", "#3e4348"),
  colour("brown", "#5d4435"),
  colour("red", "#9c4631"),
  colour("slate grey", "#68727c"),
  colour("dark green", "#4f634b"),
  colour("black", "#2b2d2f"),
  colour("terracotta", "#b4673f"),
];

export const DOORS: readonly string[] = [
  "#7a3b2e",
  "#2f4a5e",
  "#3f5b3a",
  "#c9a13b",
  "#5a4637",
  "#8b2f3c",
  "#2e2e2e",
];

export const LAWNS: readonly string[] = ["#86ad6c", "#7aa35f", "#93b374", "#a3b06f", "#6f9b5c"];
export const FOLIAGE: readonly string[] = ["#4e7b45", "#5d8a4c", "#3f6b43", "#6b8f4a", "#4b7560"];

export type TimeOfDay = "morning" | "midday" | "afternoon" | "golden hour";
export const TIMES_OF_DAY: readonly TimeOfDay[] = ["morning", "midday", "afternoon", "golden hour"];

/** Top and horizon colours of the sky, and the sun's colour. */
export const SKIES: Record<TimeOfDay, { top: string; horizon: string; sun: string }> = {
  morning: { top: "#9cc7e6", horizon: "#f3e6d3", sun: "#fff4d6" },
  midday: { top: "#6fa8dc", horizon: "#d5e9f5", sun: "#fffbe8" },
  afternoon: { top: "#7fb0d6", horizon: "#e6eef0", sun: "#fff2c8" },
  "golden hour": { top: "#8fa9cf", horizon: "#f6cf9c", sun: "#ffdf9a" },
};

/** Rooms: wall, floor and accent go together, so every pick is pleasant. */
export interface RoomPalette {
  name: string;
  wall: string;
  floor: string;
  floorLine: string;
  accent: string;
  soft: string;
  wood: string;
}

export const ROOM_PALETTES: readonly RoomPalette[] = [
  {
    name: "warm white",
    wall: "#f0ebe2",
    floor: "#c49a6c",
    floorLine: "#ad845a",
    accent: "#6d8a96",
    soft: "#d9cbb6",
    wood: "#8a6446",
  },
  {
    name: "soft grey",
    wall: "#dcdedd",
    floor: "#a88a6a",
    floorLine: "#94775a",
    accent: "#b86e4b",
    soft: "#eceae4",
    wood: "#5f4a3a",
  },
  {
    name: "sage",
    wall: "#cbd5c0",
    floor: "#d2b48c",
    floorLine: "#bc9d76",
    accent: "#c9894f",
    soft: "#f2eee3",
    wood: "#7b5b40",
  },
  {
    name: "pale blue",
    wall: "#cfdce4",
    floor: "#b8a48a",
    floorLine: "#a18d74",
    accent: "#34536b",
    soft: "#f4f1ea",
    wood: "#6f5844",
  },
  {
    name: "blush",
    wall: "#ecd6cc",
    floor: "#9c7b5e",
    floorLine: "#86684e",
    accent: "#5d7a62",
    soft: "#f6efe8",
    wood: "#5b4536",
  },
  {
    name: "sand",
    wall: "#e6d8bd",
    floor: "#8f7661",
    floorLine: "#7b6452",
    accent: "#3f6f73",
    soft: "#f3ede0",
    wood: "#4f3d30",
  },
  {
    name: "olive",
    wall: "#d9d6b8",
    floor: "#c0a27f",
    floorLine: "#a88b69",
    accent: "#8b4a3c",
    soft: "#efe9da",
    wood: "#6a5140",
  },
  {
    name: "light blue-grey",
    wall: "#d3d9df",
    floor: "#e0d5c4",
    floorLine: "#c9bca8",
    accent: "#c48a3a",
    soft: "#f6f4ef",
    wood: "#7a6a5a",
  },
];

/** Relative luminance in [0, 1], to keep a roof readable against its wall. */
export function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** A colour mixed toward black (amount < 0) or white (amount > 0). */
export function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const weight = Math.abs(amount);
  const channels = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16);
    return Math.round(c + (target - c) * weight)
      .toString(16)
      .padStart(2, "0");
  });
  return `#${channels.join("")}`;
}
