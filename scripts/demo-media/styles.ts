/** How each demo property is drawn: one palette and architecture per listing slug. */
export type Architecture = "farmhouse" | "villa" | "loft" | "condo" | "townhouse" | "craftsman";
export type FloorKind = "wood" | "tile" | "concrete";
export type Boundary = "wood-fence" | "picket" | "stucco-wall" | "brick-wall" | "railing";

export interface Palette {
  skyTop: string;
  skyBottom: string;
  sun: string;
  lawn: string;
  foliage: string;
}

export interface HouseColours {
  body: string;
  roof: string;
  trim: string;
  door: string;
  glass: string;
  accent: string;
}

export interface InteriorColours {
  wall: string;
  ceiling: string;
  floor: string;
  floorKind: FloorKind;
  trim: string;
  /** Sofa, duvet, towels. */
  fabric: string;
  /** Pillows, art, stools. */
  accent: string;
  accent2: string;
  cabinet: string;
  counter: string;
  wood: string;
  metal: string;
  tile: string;
  /** An exposed-brick back wall instead of paint. */
  brickWall?: string;
  /** Draw the rooms mirrored, so listings do not all share one floor plan. */
  mirrored?: boolean;
}

export interface PropertyStyle {
  architecture: Architecture;
  palette: Palette;
  house: HouseColours;
  interior: InteriorColours;
  backyard: { boundary: Boundary; pool: boolean; skyline: boolean; pines: boolean };
}

export const STYLES: Record<string, PropertyStyle> = {
  "modern-farmhouse-austin": {
    architecture: "farmhouse",
    palette: {
      skyTop: "#6fa8dc",
      skyBottom: "#d8ecf7",
      sun: "#fff3c4",
      lawn: "#7fb069",
      foliage: "#4f8a4b",
    },
    house: {
      body: "#f4f1ea",
      roof: "#2f3337",
      trim: "#25292c",
      door: "#8a5a36",
      glass: "#9cc4dd",
      accent: "#c9a27a",
    },
    interior: {
      wall: "#efebe4",
      ceiling: "#f8f6f2",
      floor: "#c9a27a",
      floorKind: "wood",
      trim: "#ffffff",
      fabric: "#d9d4ca",
      accent: "#8fa58a",
      accent2: "#c9794f",
      cabinet: "#f6f5f1",
      counter: "#eceae6",
      wood: "#a77b52",
      metal: "#2b2b2b",
      tile: "#f3f1ec",
    },
    backyard: { boundary: "wood-fence", pool: false, skyline: false, pines: false },
  },
  "mediterranean-villa-scottsdale": {
    architecture: "villa",
    palette: {
      skyTop: "#f2a65a",
      skyBottom: "#ffe0b0",
      sun: "#fff1c9",
      lawn: "#8cae5a",
      foliage: "#5d8a3c",
    },
    house: {
      body: "#efd8b2",
      roof: "#c4653d",
      trim: "#8a5a3c",
      door: "#6b3b22",
      glass: "#f6cf92",
      accent: "#3f7f8c",
    },
    interior: {
      wall: "#f3e5cf",
      ceiling: "#faf1e3",
      floor: "#d8c19b",
      floorKind: "tile",
      trim: "#e9d6b8",
      fabric: "#f2ece1",
      accent: "#c4653d",
      accent2: "#3f7f8c",
      cabinet: "#7b4e30",
      counter: "#efe6d6",
      wood: "#6e4328",
      metal: "#b08a4a",
      tile: "#e8d9bf",
      mirrored: true,
    },
    backyard: { boundary: "stucco-wall", pool: true, skyline: false, pines: false },
  },
  "downtown-loft-denver": {
    architecture: "loft",
    palette: {
      skyTop: "#7eb6e6",
      skyBottom: "#e3f0fa",
      sun: "#fff6d6",
      lawn: "#8dbb6e",
      foliage: "#5b8f4e",
    },
    house: {
      body: "#a5533d",
      roof: "#5d3025",
      trim: "#2a2a2a",
      door: "#2a2a2a",
      glass: "#a9cde3",
      accent: "#d9a441",
    },
    interior: {
      wall: "#e7e3dd",
      ceiling: "#d9d6d0",
      floor: "#a19d96",
      floorKind: "concrete",
      trim: "#3a3a3a",
      fabric: "#7d6b5d",
      accent: "#d9a441",
      accent2: "#2f6e8e",
      cabinet: "#2d2d2d",
      counter: "#d8d4cc",
      wood: "#8b5e3c",
      metal: "#1f1f1f",
      tile: "#f1efea",
      brickWall: "#a85a44",
    },
    backyard: { boundary: "railing", pool: false, skyline: true, pines: false },
  },
  "lakeview-condo-chicago": {
    architecture: "condo",
    palette: {
      skyTop: "#5f9ed1",
      skyBottom: "#d6e9f5",
      sun: "#ffffff",
      lawn: "#86b86a",
      foliage: "#4f8c55",
    },
    house: {
      body: "#e9edf0",
      roof: "#9aa7b1",
      trim: "#5b6b77",
      door: "#2f3c46",
      glass: "#7fb3d5",
      accent: "#2f7f8a",
    },
    interior: {
      wall: "#eaeef1",
      ceiling: "#f6f8f9",
      floor: "#c4b9a9",
      floorKind: "wood",
      trim: "#ffffff",
      fabric: "#9aa6b0",
      accent: "#2f7f8a",
      accent2: "#e0b15a",
      cabinet: "#8d979f",
      counter: "#f4f4f2",
      wood: "#b39877",
      metal: "#c5ccd2",
      tile: "#dfe6ea",
      mirrored: true,
    },
    backyard: { boundary: "railing", pool: false, skyline: true, pines: false },
  },
  "brick-townhouse-raleigh": {
    architecture: "townhouse",
    palette: {
      skyTop: "#8cbfe8",
      skyBottom: "#eaf4fb",
      sun: "#fff5cf",
      lawn: "#7daf5c",
      foliage: "#477f3f",
    },
    house: {
      body: "#8e4a38",
      roof: "#3b3b3b",
      trim: "#f5f2ec",
      door: "#1f2b3a",
      glass: "#b5d3e6",
      accent: "#2d4a6b",
    },
    interior: {
      wall: "#f0ece5",
      ceiling: "#faf8f4",
      floor: "#8a5c3c",
      floorKind: "wood",
      trim: "#ffffff",
      fabric: "#c7b9a6",
      accent: "#2d4a6b",
      accent2: "#c98f3d",
      cabinet: "#2d4a6b",
      counter: "#f1efea",
      wood: "#6d4630",
      metal: "#c59b4a",
      tile: "#ffffff",
    },
    backyard: { boundary: "brick-wall", pool: false, skyline: false, pines: false },
  },
  "craftsman-home-portland": {
    architecture: "craftsman",
    palette: {
      skyTop: "#9fb8cc",
      skyBottom: "#e6edf2",
      sun: "#fbf6e6",
      lawn: "#6ea35a",
      foliage: "#355f3b",
    },
    house: {
      body: "#5d7d92",
      roof: "#3e3a36",
      trim: "#f4f1e8",
      door: "#a23b2e",
      glass: "#f3dca0",
      accent: "#8c7b6a",
    },
    interior: {
      wall: "#e8e0d0",
      ceiling: "#f5f0e6",
      floor: "#9b5e3b",
      floorKind: "wood",
      trim: "#f7f3ea",
      fabric: "#b5a48a",
      accent: "#3f6b4f",
      accent2: "#b4552f",
      cabinet: "#3f6b4f",
      counter: "#e9e4d8",
      wood: "#7a4a2c",
      metal: "#3a3a3a",
      tile: "#e7efe9",
      mirrored: true,
    },
    backyard: { boundary: "picket", pool: false, skyline: false, pines: true },
  },
};
