/**
 * The import graph between the folders of one part of src/, read from the
 * source itself (TypeScript's own pre-processor finds static imports,
 * re-exports and dynamic `import()`), resolving `@/` and relative paths.
 * A file directly in the part (e.g. src/server/within.ts) is a node of its own.
 *
 * Test files are left out: a test may drive two folders together (the not-found
 * swap with the page cache) without either depending on the other at run time.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import ts from "typescript";

export type FolderGraph = Map<string, Map<string, string[]>>;

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$/;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [full] : [];
  });
}

/** The folder (or root file) of `part` that a path belongs to, or null when it lies outside `part`. */
function folderOf(part: string, file: string): string | null {
  const relative = path.relative(part, file);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0]!;
}

/** Edges folder → folder with, for each, the imports that make it (file: specifier). */
export function folderGraph(srcRoot: string, part: string): FolderGraph {
  const partRoot = path.join(srcRoot, part);
  const graph: FolderGraph = new Map();
  for (const file of sourceFiles(partRoot)) {
    const from = folderOf(partRoot, file)!;
    const edges = graph.get(from) ?? new Map<string, string[]>();
    graph.set(from, edges);
    for (const imported of ts.preProcessFile(readFileSync(file, "utf8"), true, true).importedFiles) {
      const specifier = imported.fileName;
      let target: string;
      if (specifier.startsWith("@/")) target = path.join(srcRoot, specifier.slice(2));
      else if (specifier.startsWith(".")) target = path.resolve(path.dirname(file), specifier);
      else continue;
      const to = folderOf(partRoot, target);
      if (to === null || to === from) continue;
      const why = edges.get(to) ?? [];
      why.push(`${path.relative(srcRoot, file)}: ${specifier}`);
      edges.set(to, why);
    }
  }
  return graph;
}

/** One cycle of the graph as a path that ends where it starts (a → b → a), or null when there is none. */
export function findCycle(graph: FolderGraph): string[] | null {
  const state = new Map<string, "open" | "done">();
  const trail: string[] = [];
  const visit = (node: string): string[] | null => {
    state.set(node, "open");
    trail.push(node);
    for (const next of [...(graph.get(node)?.keys() ?? [])].sort()) {
      if (state.get(next) === "open") return [...trail.slice(trail.indexOf(next)), next];
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    trail.pop();
    state.set(node, "done");
    return null;
  };
  for (const node of [...graph.keys()].sort()) {
    if (state.has(node)) continue;
    const found = visit(node);
    if (found) return found;
  }
  return null;
}

/** The cycle with, per step, the imports that make it: what a failing test prints. */
export function describeCycle(graph: FolderGraph, cycle: string[]): string {
  return cycle
    .slice(0, -1)
    .map((from, index) => {
      const to = cycle[index + 1]!;
      return `${from} → ${to}\n${(graph.get(from)?.get(to) ?? []).map((line) => `    ${line}`).join("\n")}`;
    })
    .join("\n");
}
