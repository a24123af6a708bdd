// Compile hints on the scripts every page loads first (see scripts/build.mjs, which adds them
// after Next's build).
import fs from "node:fs";
import path from "node:path";

/** The hint, V8's explicit compile hint for a whole script: the script's first line. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** Adds the hint to the build's root scripts (the ones every page names); returns their paths. */
export function addCompileHints(distDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, "build-manifest.json"), "utf8"));
  const files = manifest.rootMainFiles.filter((file) => file.endsWith(".js"));
  for (const file of files) {
    const full = path.join(distDir, file);
    const text = fs.readFileSync(full, "utf8");
    if (!text.startsWith(COMPILE_HINT)) fs.writeFileSync(full, COMPILE_HINT + text);
  }
  return files;
}
