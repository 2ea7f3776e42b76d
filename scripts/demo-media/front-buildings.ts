import { HOUSE_BASE } from "./front-houses";
import { brickPattern, door, windowPane } from "./parts";
import type { HouseColours } from "./styles";
import { g, line, path, poly, rect, shade } from "./svg";

/** Multi-storey buildings, standing on the pavement at y = 880. */
export const STREET = 880;

export function loftBuilding(c: HouseColours) {
  const defs = [
    brickPattern("loftBrick", c.body, shade(c.body, 0.3)),
    brickPattern("neighbourBrick", "#b58a67", "#d9c3aa"),
  ];
  const parts: string[] = [
    // Neighbours on both sides, cut by the frame.
    rect(-20, 250, 330, STREET - 250, "url(#neighbourBrick)"),
    rect(-20, 240, 330, 16, "#7d6a58"),
    rect(1290, 200, 340, STREET - 200, "#8f9aa3"),
    rect(1290, 190, 340, 14, "#5f6b74"),
  ];
  for (let floor = 0; floor < 4; floor++) {
    const y = 300 + floor * 120;
    parts.push(windowPane(60, y, 80, 80, { frame: "#5b4a3c", glass: c.glass, cols: 1, rows: 2 }));
    parts.push(windowPane(190, y, 80, 80, { frame: "#5b4a3c", glass: c.glass, cols: 1, rows: 2 }));
    parts.push(
      windowPane(1340, y - 40, 110, 80, { frame: "#4a555e", glass: c.glass, cols: 2, rows: 1 }),
    );
    parts.push(
      windowPane(1500, y - 40, 110, 80, { frame: "#4a555e", glass: c.glass, cols: 2, rows: 1 }),
    );
  }
  // The loft building: five storeys of steel-framed factory windows over a shopfront.
  parts.push(rect(330, 140, 940, STREET - 140, "url(#loftBrick)"));
  parts.push(rect(315, 120, 970, 26, shade(c.body, -0.35)));
  for (let x = 325; x < 1280; x += 24) parts.push(rect(x, 146, 12, 12, shade(c.body, -0.35)));
  for (let floor = 0; floor < 5; floor++) {
    const y = 190 + floor * 112;
    parts.push(rect(330, y + 88, 940, 8, shade(c.body, -0.2)));
    for (let col = 0; col < 4; col++) {
      parts.push(
        windowPane(385 + col * 225, y, 160, 80, {
          frame: c.trim,
          glass: c.glass,
          cols: 4,
          rows: 2,
          frameWidth: 7,
        }),
      );
    }
  }
  // Shopfront and entrance.
  parts.push(rect(330, 755, 940, STREET - 755, shade(c.trim, 0.12)));
  parts.push(
    windowPane(370, 775, 290, 95, {
      frame: c.trim,
      glass: shade(c.glass, -0.15),
      cols: 3,
      rows: 1,
    }),
  );
  parts.push(
    windowPane(940, 775, 290, 95, {
      frame: c.trim,
      glass: shade(c.glass, -0.15),
      cols: 3,
      rows: 1,
    }),
  );
  parts.push(door(740, 770, 120, STREET - 770, c.door, c.trim, c.glass));
  parts.push(
    poly(
      [
        [700, 735],
        [900, 735],
        [930, 770],
        [670, 770],
      ],
      c.accent,
    ),
  );
  for (let x = 690; x < 920; x += 30)
    parts.push(line(x, 735, x - 10, 770, shade(c.accent, -0.15), 6));
  // Fire escape.
  for (let floor = 0; floor < 4; floor++) {
    const y = 285 + floor * 112;
    parts.push(rect(1150, y, 100, 6, "#2a2a2a"));
    for (let x = 1150; x <= 1250; x += 20) parts.push(line(x, y - 34, x, y, "#2a2a2a", 2));
    parts.push(line(1150, y - 34, 1250, y - 34, "#2a2a2a", 3));
    parts.push(line(1160, y + 6, 1240, y + 112 - 34, "#2a2a2a", 3));
  }
  return { defs, body: g(parts) };
}

export function condoTower(c: HouseColours) {
  const parts: string[] = [];
  // Lighter towers further away.
  for (const [x, w, top, tone] of [
    [60, 220, 260, 0.45],
    [300, 160, 380, 0.55],
    [1150, 200, 200, 0.5],
    [1380, 240, 330, 0.4],
  ] as const) {
    parts.push(rect(x, top, w, STREET - top, shade(c.trim, tone)));
    for (let y = top + 30; y < STREET - 40; y += 40)
      parts.push(rect(x + 16, y, w - 32, 14, shade(c.glass, tone)));
  }
  // The condo tower: glass bands between white slabs, balconies alternating sides.
  const left = 480;
  const right = 1120;
  parts.push(rect(left, 90, right - left, STREET - 90, shade(c.glass, -0.05)));
  parts.push(
    path(
      `M ${left} 90 L ${left + 170} 90 L ${left + 60} ${STREET} L ${left} ${STREET} Z`,
      "#ffffff",
      { opacity: 0.12 },
    ),
    path(
      `M ${left + 300} 90 L ${left + 360} 90 L ${left + 250} ${STREET} L ${left + 190} ${STREET} Z`,
      "#ffffff",
      { opacity: 0.1 },
    ),
  );
  for (let y = 90; y < 760; y += 56) {
    parts.push(rect(left - 6, y, right - left + 12, 10, c.body));
    for (let x = left + 80; x < right; x += 80)
      parts.push(line(x, y + 10, x, y + 56, shade(c.trim, 0.2), 2));
    const onLeft = ((y - 90) / 56) % 2 === 0;
    const bx = onLeft ? left - 30 : right - 230;
    parts.push(rect(bx, y + 36, 260, 10, c.body));
    parts.push(rect(bx, y + 12, 260, 24, "#dff1fb", { opacity: 0.55 }));
    parts.push(line(bx, y + 12, bx + 260, y + 12, c.trim, 3));
  }
  parts.push(rect(left - 20, 60, right - left + 40, 34, c.roof));
  // Lobby and canopy.
  parts.push(rect(left, 760, right - left, STREET - 760, shade(c.body, -0.05)));
  parts.push(
    windowPane(left + 40, 790, 200, 80, {
      frame: c.trim,
      glass: shade(c.glass, -0.2),
      cols: 3,
      rows: 1,
    }),
  );
  parts.push(
    windowPane(right - 240, 790, 200, 80, {
      frame: c.trim,
      glass: shade(c.glass, -0.2),
      cols: 3,
      rows: 1,
    }),
  );
  parts.push(door(740, 790, 120, STREET - 790, c.door, c.trim, c.glass));
  parts.push(rect(680, 766, 240, 16, c.accent));
  return g(parts);
}

/** Pavement, kerb and road across the bottom, with street trees and lamps. */
export function street(tree: (x: number, baseY: number) => string) {
  const parts = [
    rect(0, STREET, 1600, 70, "#cfcac2"),
    rect(0, STREET + 70, 1600, 10, "#a8a39b"),
    rect(0, STREET + 80, 1600, 120, "#4a4d52"),
  ];
  for (let x = 40; x < 1600; x += 220) parts.push(rect(x, STREET + 140, 110, 8, "#e8e3d5"));
  for (let x = 0; x < 1600; x += 80) parts.push(line(x, STREET, x, STREET + 70, "#bdb7ae", 2));
  for (const x of [160, 1440]) {
    parts.push(tree(x, STREET + 40));
  }
  for (const x of [560, 1040]) {
    parts.push(
      rect(x - 4, STREET - 230, 8, 270, "#2d2f33"),
      rect(x - 20, STREET - 240, 40, 14, "#2d2f33"),
    );
    parts.push(rect(x - 12, STREET - 228, 24, 10, "#fff3c4"));
  }
  return g(parts);
}

/** A terrace of four townhouses on stoops, the listed one second from the left. */
export function townhouses(c: HouseColours) {
  const units = [
    { x: 120, body: shade(c.body, 0.12), door: "#4d6b4a" },
    { x: 460, body: c.body, door: c.door },
    { x: 800, body: "#e6dccb", door: "#8a2f2f" },
    { x: 1140, body: shade(c.body, -0.1), door: "#2f2f2f" },
  ];
  const defs = units.map((u, i) => brickPattern(`brick${i}`, u.body, shade(u.body, 0.35), 0.8));
  const body = units.map((u, i) => {
    const fill = i === 2 ? u.body : `url(#brick${i})`;
    const win = { frame: c.trim, glass: c.glass, cols: 2, rows: 2, frameWidth: 8, sill: c.trim };
    return g([
      rect(u.x, 300, 340, HOUSE_BASE - 300, fill),
      rect(u.x - 6, 290, 352, 22, c.trim),
      rect(u.x - 6, 276, 352, 14, shade(c.trim, -0.1)),
      windowPane(u.x + 50, 350, 90, 110, win),
      windowPane(u.x + 200, 350, 90, 110, win),
      windowPane(u.x + 50, 500, 90, 110, win),
      windowPane(u.x + 200, 500, 90, 110, win),
      windowPane(u.x + 40, 660, 110, 100, { ...win, cols: 3 }),
      rect(u.x + 190, 628, 110, 16, c.trim),
      door(u.x + 205, 650, 80, 124, u.door, c.trim, c.glass),
      // Stoop.
      rect(u.x + 180, 774, 130, 16, shade(c.trim, -0.2)),
      rect(u.x + 170, 790, 150, 16, shade(c.trim, -0.28)),
      rect(u.x + 160, 806, 170, 14, shade(c.trim, -0.35)),
      line(u.x, 300, u.x, HOUSE_BASE, shade(c.body, -0.3), 4),
    ]);
  });
  return { defs, body: g(body) };
}
