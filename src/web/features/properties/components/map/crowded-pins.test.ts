import { describe, expect, it } from "vitest";
import type { MapCluster, MapPin } from "@/shared/properties";
import { uncrowd } from "./crowded-pins";

// One degree is 100 pixels, y growing downwards as on screen.
const project = (longitude: number, latitude: number) => ({
  x: longitude * 100,
  y: -latitude * 100,
});
const label = () => "$450K";
const pin = (id: string, longitude: number, latitude: number): MapPin =>
  ({ id, longitude, latitude, price: 450_000 }) as MapPin;

describe("uncrowd", () => {
  it("keeps pins that stand apart", () => {
    const pins = [pin("a", 0, 0), pin("b", 1, 0), pin("c", 0, 1)];
    expect(uncrowd({ pins, clusters: [] }, project, label)).toEqual({ pins, clusters: [] });
  });

  it("joins pins that would cover each other into one cluster with their bounds", () => {
    const result = uncrowd(
      { pins: [pin("a", 0, 0), pin("b", 0.2, 0.05), pin("far", 3, 3)], clusters: [] },
      project,
      label,
    );
    expect(result.pins.map((p) => p.id)).toEqual(["far"]);
    expect(result.clusters).toEqual([
      { count: 2, longitude: 0.1, latitude: 0.025, bounds: [0, 0, 0.2, 0.05] },
    ]);
  });

  it("adds a pin on top of a cluster to it, weighting the centre by count", () => {
    const cluster: MapCluster = {
      count: 3,
      longitude: 0,
      latitude: 0,
      bounds: [-0.1, -0.1, 0.1, 0.1],
    };
    const result = uncrowd({ pins: [pin("a", 0.1, 0)], clusters: [cluster] }, project, label);
    expect(result.pins).toEqual([]);
    expect(result.clusters).toHaveLength(1);
    expect(result.clusters[0]?.count).toBe(4);
    expect(result.clusters[0]?.longitude).toBeCloseTo(0.025);
    expect(result.clusters[0]?.bounds).toEqual([-0.1, -0.1, 0.1, 0.1]);
  });

  it("joins a chain of pins, each touching the next", () => {
    const pins = [pin("a", 0, 0), pin("b", 0.5, 0), pin("c", 1, 0)];
    const result = uncrowd({ pins, clusters: [] }, project, label);
    expect(result.pins).toEqual([]);
    expect(result.clusters.map((cluster) => cluster.count)).toEqual([3]);
  });
});
