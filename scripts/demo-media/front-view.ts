import { condoTower, loftBuilding, STREET, street, townhouses } from "./front-buildings";
import { craftsman, farmhouse, HOUSE_BASE, villa } from "./front-houses";
import { bush, landscape, lawn, palmTree, pineTree, roundTree } from "./nature";
import type { PropertyStyle } from "./styles";
import { document, g, poly, rect, shade } from "./svg";

/** "Property front view": the facade seen from the street on a fine day. */
export function frontView(style: PropertyStyle): string {
  const p = style.palette;
  const c = style.house;
  const leaf = p.foliage;
  switch (style.architecture) {
    case "loft":
    case "condo": {
      const sky = landscape(p, 700, false);
      const building =
        style.architecture === "loft" ? loftBuilding(c) : { defs: [], body: condoTower(c) };
      return document(
        [...sky.defs, ...building.defs],
        [sky.body, building.body, street((x, y) => roundTree(x, y, 330, leaf))],
      );
    }
    case "townhouse": {
      const sky = landscape(p, 620, false);
      const row = townhouses(c);
      return document(
        [...sky.defs, ...row.defs],
        [
          sky.body,
          ...[80, 300, 700, 1150, 1480].map((x, i) =>
            roundTree(x, 330, 260 + (i % 2) * 60, shade(leaf, 0.1)),
          ),
          row.body,
          rect(0, HOUSE_BASE, 1600, STREET - HOUSE_BASE + 60, "#cfcac2"),
          street((x, y) => roundTree(x, y, 360, leaf)),
          bush(90, HOUSE_BASE + 6, 34, leaf, "#e9a3b8"),
          bush(1470, HOUSE_BASE + 6, 34, leaf, "#f2d16b"),
        ],
      );
    }
    default:
      return detachedHouse(style);
  }
}

function detachedHouse(style: PropertyStyle): string {
  const p = style.palette;
  const c = style.house;
  const sky = landscape(p, 720);
  const grass = lawn(p, 760);
  const leaf = p.foliage;
  const base = HOUSE_BASE;
  const house =
    style.architecture === "farmhouse"
      ? farmhouse(c)
      : style.architecture === "villa"
        ? villa(c)
        : craftsman(c);
  const doorX = style.architecture === "farmhouse" ? 845 : 800;
  const walk = poly(
    [
      [doorX - 40, base + 10],
      [doorX + 40, base + 10],
      [doorX + 150, 1067],
      [doorX - 150, 1067],
    ],
    shade("#d8d2c4", style.architecture === "villa" ? 0.1 : 0),
  );
  const driveway =
    style.architecture === "farmhouse"
      ? poly(
          [
            [1140, base],
            [1390, base],
            [1600, 1000],
            [1600, 1067],
            [1090, 1067],
          ],
          "#c9c4ba",
        )
      : "";
  const trees =
    style.architecture === "villa"
      ? [
          palmTree(110, 860, 520, leaf),
          palmTree(1500, 870, 460, leaf),
          palmTree(1330, 830, 380, leaf),
        ]
      : style.architecture === "craftsman"
        ? [
            pineTree(180, 830, 560, shade(leaf, -0.1)),
            pineTree(1420, 840, 480, leaf),
            roundTree(1290, 830, 300, shade(leaf, 0.2)),
          ]
        : [roundTree(140, 840, 480, leaf), roundTree(1510, 870, 380, shade(leaf, 0.1))];
  const bushes = [
    bush(
      330,
      base + 6,
      30,
      shade(leaf, 0.1),
      style.architecture === "villa" ? "#d94f8a" : undefined,
    ),
    bush(420, base + 10, 34, leaf, style.architecture === "craftsman" ? "#f2c14e" : undefined),
    bush(660, base + 12, 28, shade(leaf, 0.15), "#f4f0e8"),
    bush(
      1020,
      base + 12,
      30,
      shade(leaf, 0.05),
      style.architecture === "villa" ? "#d94f8a" : undefined,
    ),
  ];
  return document(
    [...sky.defs, ...grass.defs],
    [sky.body, grass.body, g([house]), driveway, walk, ...bushes, ...trees],
  );
}
