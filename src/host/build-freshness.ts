/**
 * Decides whether `npm start` must build: the build records a hash of every input
 * that can change its output, and a later start compares. Tests and docs are not
 * inputs, so editing them does not cost a rebuild.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

const INPUT_FILES = ["package.json", "package-lock.json", "next.config.ts", "tsconfig.json"];
const INPUT_FOLDERS = ["src", "public"];
const NOT_AN_INPUT = /\.test\.tsx?$/;
export const BUILD_HASH_FILE = path.join(".next", "stekker-build-hash");

async function listFiles(folder: string): Promise<string[]> {
  if (!existsSync(folder)) return [];
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && !NOT_AN_INPUT.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export async function hashBuildInputs(root: string): Promise<string> {
  const folders = await Promise.all(INPUT_FOLDERS.map((folder) => listFiles(path.join(root, folder))));
  const files = [...INPUT_FILES.map((file) => path.join(root, file)).filter((file) => existsSync(file)), ...folders.flat()].sort();
  const hash = createHash("sha256");
  for (const file of files) {
    hash.update(path.relative(root, file));
    hash.update("\0");
    hash.update(await readFile(file));
    hash.update("\0");
  }
  return hash.digest("hex");
}

export async function isBuildCurrent(root: string): Promise<boolean> {
  const hashFile = path.join(root, BUILD_HASH_FILE);
  if (!existsSync(path.join(root, ".next", "BUILD_ID")) || !existsSync(hashFile)) return false;
  const [recorded, current] = await Promise.all([readFile(hashFile, "utf8"), hashBuildInputs(root)]);
  return recorded.trim() === current;
}

export async function recordBuild(root: string, hash: string): Promise<void> {
  await writeFile(path.join(root, BUILD_HASH_FILE), `${hash}\n`);
}
