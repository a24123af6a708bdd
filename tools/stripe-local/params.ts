import { invalid, missingParam } from "./errors";
import type { Param, Params } from "./form";

export function isObject(value: Param | undefined): value is Params {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Rejects parameters Stripe would not accept here ("Received unknown parameter"). */
export function checkKnown(params: Params, allowed: readonly string[], prefix = ""): void {
  for (const key of Object.keys(params)) {
    if (!allowed.includes(key)) {
      const param = prefix ? `${prefix}[${key}]` : key;
      throw invalid(`Received unknown parameter: ${param}`, { code: "parameter_unknown", param });
    }
  }
}

export function objectParam(value: Param | undefined, param: string): Params | undefined {
  if (value === undefined || value === "") return undefined;
  if (!isObject(value)) throw invalid(`Invalid object`, { code: "parameter_invalid", param });
  return value;
}

export function stringParam(
  value: Param | undefined,
  param: string,
  max = 5000,
): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string") {
    throw invalid(`Invalid string: ${JSON.stringify(value)}`, { code: "parameter_invalid", param });
  }
  if (value.length > max) {
    throw invalid(`Invalid string: must be at most ${max} characters`, {
      code: "parameter_invalid_string_too_long",
      param,
    });
  }
  return value;
}

export function requiredString(value: Param | undefined, param: string, max?: number): string {
  const s = stringParam(value, param, max);
  if (s === undefined || s === "") throw missingParam(param);
  return s;
}

export function intParam(
  value: Param | undefined,
  param: string,
  min?: number,
): number | undefined {
  if (value === undefined || value === "") return undefined;
  if (typeof value !== "string" || !/^-?\d+$/.test(value) || !Number.isSafeInteger(Number(value))) {
    throw invalid(`Invalid integer: ${typeof value === "string" ? value : JSON.stringify(value)}`, {
      code: "parameter_invalid_integer",
      param,
    });
  }
  const n = Number(value);
  if (min !== undefined && n < min) {
    throw invalid(`This value must be greater than or equal to ${min}.`, {
      code: "parameter_invalid_integer",
      param,
    });
  }
  return n;
}

export function requiredInt(value: Param | undefined, param: string, min?: number): number {
  const n = intParam(value, param, min);
  if (n === undefined) throw missingParam(param);
  return n;
}

export function urlParam(value: Param | undefined, param: string): string {
  const s = requiredString(value, param, 5000);
  let ok = false;
  try {
    const parsed = new URL(s);
    ok = parsed.protocol === "http:" || parsed.protocol === "https:";
  } catch {
    ok = false;
  }
  if (!ok) throw invalid("Not a valid URL", { code: "url_invalid", param });
  return s;
}

export function currencyParam(value: Param | undefined, param: string): string | undefined {
  const s = stringParam(value, param);
  if (s === undefined || s === "") return undefined;
  if (!/^[a-zA-Z]{3}$/.test(s)) {
    throw invalid(`Invalid currency: ${s}.`, { code: "parameter_invalid", param });
  }
  return s.toLowerCase();
}

/** Stripe metadata: ≤50 string keys (≤40 chars) with string values (≤500 chars); "" unsets. */
export function metadataParam(
  value: Param | undefined,
  param = "metadata",
): Record<string, string> {
  if (value === undefined || value === "") return {};
  if (!isObject(value)) throw invalid("Invalid metadata: must be an object", { param });
  const out: Record<string, string> = {};
  const entries = Object.entries(value);
  if (entries.length > 50) throw invalid("Invalid metadata: at most 50 keys", { param });
  for (const [key, v] of entries) {
    if (key.length > 40)
      throw invalid(`Metadata key too long: ${key}`, { param: `${param}[${key}]` });
    const s = stringParam(v, `${param}[${key}]`, 500);
    if (s) out[key] = s;
  }
  return out;
}

export function expandParam(value: Param | undefined): string[] {
  if (value === undefined || value === "") return [];
  const list = Array.isArray(value) ? value : [value];
  return list.map((v, i) => requiredString(v, `expand[${i}]`));
}

export interface ListOptions {
  limit: number;
  startingAfter?: string;
  endingBefore?: string;
}

export function listParams(params: Params): ListOptions {
  const limit = intParam(params.limit, "limit", 1) ?? 10;
  if (limit > 100)
    throw invalid("This value must be less than or equal to 100.", { param: "limit" });
  return {
    limit,
    startingAfter: stringParam(params.starting_after, "starting_after") || undefined,
    endingBefore: stringParam(params.ending_before, "ending_before") || undefined,
  };
}

/** A Stripe list page over `items` (already in Stripe's order). */
export function paginate<T extends { id: string }>(items: T[], opts: ListOptions, url: string) {
  let start = 0;
  let end = items.length;
  if (opts.startingAfter) start = items.findIndex((i) => i.id === opts.startingAfter) + 1;
  else if (opts.endingBefore) {
    end = Math.max(
      0,
      items.findIndex((i) => i.id === opts.endingBefore),
    );
    start = Math.max(0, end - opts.limit);
  }
  const data = items.slice(start, Math.min(end, start + opts.limit));
  return { object: "list" as const, data, has_more: start + data.length < end, url };
}
