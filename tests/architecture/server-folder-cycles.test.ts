import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";

import { describeCycle, findCycle, type FolderGraph, folderGraph } from "./folder-graph";

const src = fileURLToPath(new URL("../../src", import.meta.url));

function graphOf(edges: Record<string, string[]>): FolderGraph {
  return new Map(Object.entries(edges).map(([from, targets]) => [from, new Map(targets.map((to) => [to, [`${from}/x.ts: @/server/${to}/y`]]))]));
}

describe("no cycles between the folders of src/server", () => {
  it("no folder of src/server imports, directly or through others, a folder that imports it", () => {
    const graph = folderGraph(src, "server");
    const cycle = findCycle(graph);
    expect(cycle, cycle ? `A cycle between folders of src/server:\n${describeCycle(graph, cycle)}` : "").toBeNull();
  });

  it("the graph is read from the source: carts is imported by orders through @/ and cache by catalogue", () => {
    const graph = folderGraph(src, "server");
    expect(graph.get("orders")?.has("carts")).toBe(true);
    expect(graph.get("catalogue")?.has("cache")).toBe(true);
    expect(graph.get("carts")?.has("orders")).toBeFalsy();
  });

  it("finds a cycle through three folders and names each step", () => {
    const graph = graphOf({ carts: ["db", "orders"], orders: ["payments"], payments: ["carts"], db: [] });
    const cycle = findCycle(graph);
    expect(cycle).toEqual(["carts", "orders", "payments", "carts"]);
    expect(describeCycle(graph, cycle!)).toContain("payments → carts\n    payments/x.ts: @/server/carts/y");
  });

  it("finds no cycle in a graph that only goes one way", () => {
    expect(findCycle(graphOf({ orders: ["carts", "db"], carts: ["db"], db: [] }))).toBeNull();
  });
});
