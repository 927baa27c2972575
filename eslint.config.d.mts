// Types for what tests/architecture/layer-walls.test.ts reads from eslint.config.mjs.
import type { Linter } from "eslint";

/** Per top folder of src/, the other top folders it may import. */
export declare const LAYERS: Readonly<Record<string, readonly string[]>>;
/** Packages (and Node built-ins) src/domain may not import. */
export declare const DOMAIN_FORBIDDEN_PACKAGES: readonly string[];
declare const config: Linter.Config[];
export default config;
