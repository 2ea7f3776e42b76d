import type { MapCluster, MapPin } from "@/shared/properties";

/** Where a point of the map is on screen, in pixels. */
export type Project = (longitude: number, latitude: number) => { x: number; y: number };

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Space kept between two markers, so neither covers part of the other. */
const GAP = 4;
/**
 * A price pin's size (PinMarker draws it so): 24 px high, and wide enough for its label in any
 * system font (7.5 px per character of 12 px semibold) plus its padding and border.
 */
export const PIN_HEIGHT = 24;
export const pinWidth = (label: string) => Math.ceil(7.5 * label.length) + 20;
/** A cluster's circle in pixels, larger as its count grows; ClusterMarker draws it this size. */
export const clusterSize = (count: number) => (count < 10 ? 36 : count < 100 ? 44 : 56);

type Item = { kind: "pin"; pin: MapPin } | { kind: "cluster"; cluster: MapCluster };

function boxOf(item: Item, project: Project, label: (pin: MapPin) => string): Box {
  if (item.kind === "pin") {
    // Anchored at its bottom centre.
    const { x, y } = project(item.pin.longitude, item.pin.latitude);
    const half = pinWidth(label(item.pin)) / 2;
    return { left: x - half, right: x + half, top: y - PIN_HEIGHT, bottom: y };
  }
  const { x, y } = project(item.cluster.longitude, item.cluster.latitude);
  const half = clusterSize(item.cluster.count) / 2;
  return { left: x - half, right: x + half, top: y - half, bottom: y + half };
}

function overlap(a: Box, b: Box): boolean {
  return (
    a.left < b.right + GAP &&
    b.left < a.right + GAP &&
    a.top < b.bottom + GAP &&
    b.top < a.bottom + GAP
  );
}

function asCluster(item: Item): MapCluster {
  if (item.kind === "cluster") return item.cluster;
  const { longitude, latitude } = item.pin;
  return { longitude, latitude, count: 1, bounds: [longitude, latitude, longitude, latitude] };
}

/** One cluster for markers that crowd: their total, weighted centre and joint bounds. */
function merge(items: Item[]): MapCluster {
  const clusters = items.map(asCluster);
  const count = clusters.reduce((sum, cluster) => sum + cluster.count, 0);
  const mean = (pick: (cluster: MapCluster) => number) =>
    clusters.reduce((sum, cluster) => sum + pick(cluster) * cluster.count, 0) / count;
  return {
    count,
    longitude: mean((cluster) => cluster.longitude),
    latitude: mean((cluster) => cluster.latitude),
    bounds: [
      Math.min(...clusters.map((cluster) => cluster.bounds[0])),
      Math.min(...clusters.map((cluster) => cluster.bounds[1])),
      Math.max(...clusters.map((cluster) => cluster.bounds[2])),
      Math.max(...clusters.map((cluster) => cluster.bounds[3])),
    ],
  };
}

/** One pass: markers that overlap, directly or through a chain, become one cluster. */
function joinOverlapping(
  answer: { pins: MapPin[]; clusters: MapCluster[] },
  project: Project,
  label: (pin: MapPin) => string,
): { pins: MapPin[]; clusters: MapCluster[] } {
  const items: Item[] = [
    ...answer.clusters.map((cluster) => ({ kind: "cluster" as const, cluster })),
    ...answer.pins.map((pin) => ({ kind: "pin" as const, pin })),
  ];
  const boxes = items.map((item) => boxOf(item, project, label));
  const group = items.map((_, index) => index);
  const root = (index: number): number => {
    let at = index;
    while (group[at] !== at) at = group[at] as number;
    return at;
  };
  for (let a = 0; a < items.length; a++) {
    for (let b = a + 1; b < items.length; b++) {
      if (overlap(boxes[a] as Box, boxes[b] as Box)) group[root(b)] = root(a);
    }
  }
  const groups = new Map<number, Item[]>();
  items.forEach((item, index) => {
    groups.set(root(index), [...(groups.get(root(index)) ?? []), item]);
  });
  const pins: MapPin[] = [];
  const clusters: MapCluster[] = [];
  for (const members of groups.values()) {
    const [only] = members;
    if (members.length === 1 && only?.kind === "pin") pins.push(only.pin);
    else if (members.length === 1 && only?.kind === "cluster") clusters.push(only.cluster);
    else clusters.push(merge(members));
  }
  return { pins, clusters };
}

/**
 * Joins markers that would overlap on screen into one cluster, so that every marker can be
 * clicked or tapped whole: two homes next door, at a zoom that puts their pins on top of each
 * other, show as "2 listings, zoom in". A joined cluster sits at its members' centre, where it
 * may meet another marker, so passes repeat until nothing joins.
 */
export function uncrowd(
  answer: { pins: MapPin[]; clusters: MapCluster[] },
  project: Project,
  label: (pin: MapPin) => string,
): { pins: MapPin[]; clusters: MapCluster[] } {
  let markers = answer;
  for (;;) {
    const next = joinOverlapping(markers, project, label);
    const before = markers.pins.length + markers.clusters.length;
    if (next.pins.length + next.clusters.length === before) return next;
    markers = next;
  }
}
