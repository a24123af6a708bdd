import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { SERVER_NAMESPACES } from "@/lib/i18n/catalogues";

// The modules' runtime import graph, read from the source files: each file is transpiled on its
// own as the bundler does (so `import type` and imports used only as types are dropped) and its
// remaining imports are resolved to files ("@/..." and relative, "#..." through package.json's
// `imports` as the browser's bundle resolves them) or packages.

const ROOT = path.resolve(import.meta.dirname, "../..");
const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".mjs", "/index.ts", "/index.tsx"];
const IMPORTS = (
  JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
    imports: Record<string, { browser: string }>;
  }
).imports;

type Edge = { to: string; lazy: boolean };

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(rel);
    return SOURCE.test(entry.name) && !entry.name.includes(".d.") ? [rel] : [];
  });
}

/** A project file ("lib/http/envelope.ts") for a local specifier, else the package's name ("sharp"). */
function resolve(from: string, specifier: string): string {
  const mapped = IMPORTS[specifier]?.browser;
  if (mapped) return path.posix.normalize(mapped);
  const local = specifier.startsWith("@/")
    ? specifier.slice(2)
    : specifier.startsWith(".")
      ? path.posix.join(path.posix.dirname(from), specifier)
      : null;
  if (local === null) {
    const parts = specifier.split("/");
    return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
  }
  for (const ext of EXTENSIONS) {
    const file = local + ext;
    if (fs.existsSync(path.join(ROOT, file)) && fs.statSync(path.join(ROOT, file)).isFile())
      return file;
  }
  throw new Error(`${from}: cannot resolve ${specifier}`);
}

const edgeCache = new Map<string, Edge[]>();

/** What a file imports at run time: static imports and re-exports, and lazy `import()` calls. */
function runtimeImports(file: string): Edge[] {
  const cached = edgeCache.get(file);
  if (cached) return cached;
  const code = fs.readFileSync(path.join(ROOT, file), "utf8");
  const js = ts.transpileModule(code, {
    fileName: file,
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      jsx: ts.JsxEmit.Preserve,
      isolatedModules: true,
    },
  }).outputText;
  const source = ts.createSourceFile(file, js, ts.ScriptTarget.ES2022, false, ts.ScriptKind.JSX);
  const edges: Edge[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      edges.push({ to: resolve(file, node.moduleSpecifier.text), lazy: false });
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      edges.push({ to: resolve(file, node.arguments[0].text), lazy: true });
    ts.forEachChild(node, visit);
  };
  visit(source);
  edgeCache.set(file, edges);
  return edges;
}

const isFile = (node: string) => SOURCE.test(node);

/** The first import cycle among `files` (static imports only), as a path back to its start. */
function findCycle(files: string[]): string[] | null {
  const inScope = new Set(files);
  const done = new Set<string>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const walk = (file: string): string[] | null => {
    if (onStack.has(file)) return [...stack.slice(stack.indexOf(file)), file];
    if (done.has(file)) return null;
    stack.push(file);
    onStack.add(file);
    for (const edge of runtimeImports(file)) {
      if (edge.lazy || !inScope.has(edge.to)) continue;
      const cycle = walk(edge.to);
      if (cycle) return cycle;
    }
    stack.pop();
    onStack.delete(file);
    done.add(file);
    return null;
  };
  for (const file of files) {
    const cycle = walk(file);
    if (cycle) return cycle;
  }
  return null;
}

/** A chain of imports from `start` to the package `target` (lazy imports included), or null. */
function pathTo(start: string, target: string): string[] | null {
  const cameFrom = new Map<string, string | null>([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const node = queue.shift()!;
    if (node === target) {
      const chain = [];
      for (let at: string | null = node; at; at = cameFrom.get(at)!) chain.unshift(at);
      return chain;
    }
    if (!isFile(node)) continue;
    for (const { to } of runtimeImports(node)) {
      if (cameFrom.has(to)) continue;
      cameFrom.set(to, node);
      queue.push(to);
    }
  }
  return null;
}

describe("import graph", () => {
  it("reads imports as the bundler keeps them", () => {
    const edges = runtimeImports("tests/unit/import-graph.test.ts").map((e) => e.to);
    expect(edges).toEqual([
      "node:fs",
      "node:path",
      "typescript",
      "vitest",
      "lib/i18n/catalogues.ts",
    ]);
  });

  it("lib/ has no runtime import cycle", { timeout: 30_000 }, () => {
    const cycle = findCycle(sourceFiles("lib"));
    expect(cycle?.join(" -> ") ?? "no cycle").toBe("no cycle");
  });

  it("no public page reaches the image pipeline (sharp)", { timeout: 30_000 }, () => {
    const pages = sourceFiles("app/[locale]/(site)");
    expect(pages.length).toBeGreaterThan(5);
    const reaching = pages
      .map((page) => pathTo(page, "sharp"))
      .filter((chain) => chain !== null)
      .map((chain) => chain.join(" -> "));
    expect(reaching).toEqual([]);
  });

  it("the seat pickers load neither the database schema nor its library in the browser", () => {
    for (const picker of ["components/seats/stage-seats.tsx", "components/seats/seat-popup.tsx"])
      expect(pathTo(picker, "drizzle-orm")?.join(" -> ") ?? "none").toBe("none");
  });

  describe("the modules a page loads in the browser", () => {
    let browser: string[] | undefined;
    /** Every module the browser loads: the client modules and all they import. */
    const browserModules = () => {
      if (browser) return browser;
      const seen = new Set(
        ["app", "components", "lib"]
          .flatMap(sourceFiles)
          .filter((file) =>
            /^["']use client["']/.test(fs.readFileSync(path.join(ROOT, file), "utf8")),
          ),
      );
      expect(seen.size).toBeGreaterThan(50);
      const queue = [...seen];
      while (queue.length)
        for (const { to } of runtimeImports(queue.shift()!))
          if (isFile(to) && !seen.has(to)) {
            seen.add(to);
            queue.push(to);
          }
      return (browser = [...seen].sort());
    };
    const CATALOGUE = /^messages\/.*\.json$/;

    it(
      "import a catalogue only lazily, each language's page words a script of its own",
      { timeout: 30_000 },
      () => {
        expect(browserModules()).toContain("lib/i18n/catalogues-in-browser.ts");
        const importing = browserModules().flatMap((file) =>
          runtimeImports(file)
            .filter((edge) => CATALOGUE.test(edge.to))
            .map((edge) => `${file} -> ${edge.to}${edge.lazy ? " (lazy)" : ""}`),
        );
        expect(importing.sort()).toEqual([
          "lib/i18n/catalogues-in-browser.ts -> messages/ar.json (lazy)",
          "lib/i18n/catalogues-in-browser.ts -> messages/en.json (lazy)",
        ]);
        // the server's side of `#i18n/catalogues` imports what only the server writes too
        expect(runtimeImports("lib/i18n/catalogues.ts")).toContainEqual({
          to: "messages/ar.server.json",
          lazy: false,
        });
      },
    );

    it("load no ICU formatter: the pages' words are written without it", () => {
      expect(browserModules()).toContain("lib/i18n/icu-in-browser.ts");
      const reaching = browserModules()
        .map((file) => pathTo(file, "next-intl"))
        .filter((chain) => chain !== null)
        .map((chain) => chain.join(" -> "));
      expect(reaching).toEqual([]);
      // the server's side of `#i18n/icu` is next-intl's formatter
      expect(runtimeImports("lib/i18n/icu.ts")).toContainEqual({ to: "next-intl", lazy: false });
    });

    it("name no message the page leaves on the server", () => {
      const naming = browserModules().filter((file) => {
        const code = fs.readFileSync(path.join(ROOT, file), "utf8");
        return SERVER_NAMESPACES.some((namespace) =>
          new RegExp(`["'\`]${namespace}\\.`).test(code),
        );
      });
      expect(naming).toEqual([]);
      // the server's e-mails do, as the check reads them
      const emails = fs.readFileSync(path.join(ROOT, "lib/staff/emails.tsx"), "utf8");
      expect(SERVER_NAMESPACES).toContain("email");
      expect(emails).toMatch(/["'`]email\./);
    });
  });
});
