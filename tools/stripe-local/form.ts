import { invalid } from "./errors";

/** A decoded Stripe request parameter: strings at the leaves, arrays for `[0]`/`[]` indices. */
export type Param = string | Param[] | { [key: string]: Param };
export type Params = { [key: string]: Param };

const FORBIDDEN = new Set(["__proto__", "constructor", "prototype"]);
const KEY = /^([^[\]]+)((?:\[[^[\]]*\])*)$/;

function splitKey(raw: string): string[] {
  const match = KEY.exec(raw);
  if (!match) throw invalid(`Invalid parameter name: ${raw}`, { param: raw });
  const segments = [match[1]!];
  for (const part of match[2]!.matchAll(/\[([^[\]]*)\]/g)) segments.push(part[1]!);
  return segments;
}

type Node = { [key: string]: Node | string };

/**
 * Parses a form-encoded body the way Stripe does (qs style): `a[b][0][c]=1` → `{ a: { b: [{ c: "1" }] } }`.
 * Brackets may be raw or percent-encoded; `[]` appends.
 */
export function parseForm(body: string): Params {
  const root: Node = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const segments = splitKey(rawKey);
    let node = root;
    segments.forEach((segment, i) => {
      const key = segment === "" ? String(Object.keys(node).length) : segment;
      if (FORBIDDEN.has(key)) throw invalid(`Invalid parameter name: ${rawKey}`, { param: rawKey });
      if (i === segments.length - 1) {
        node[key] = value;
        return;
      }
      let child = node[key];
      if (child === undefined || typeof child === "string") {
        child = {};
        node[key] = child;
      }
      node = child;
    });
  }
  return toArrays(root, "") as Params;
}

function toArrays(node: Node | string, name: string): Param {
  if (typeof node === "string") return node;
  const keys = Object.keys(node);
  const converted: Params = {};
  for (const key of keys) converted[key] = toArrays(node[key]!, key);
  // Metadata keys are free-form, so `metadata[0]` stays a key rather than an index.
  if (name !== "metadata" && keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((k) => converted[k]!);
  }
  return converted;
}
