// Module resolution hook for tools/node/server-modules.mjs.
const EMPTY = "data:text/javascript,export {};";

export async function resolve(specifier, context, nextResolve) {
  if (specifier === "server-only") return { url: EMPTY, shortCircuit: true };
  return nextResolve(specifier, context);
}
