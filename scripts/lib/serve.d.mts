// Types for serve.mjs, so the TypeScript benchmarks can share its helpers.
export function ensureBuilt(): void;
export function startApp(options: {
  port: number;
  env?: Record<string, string>;
}): Promise<{ base: string; pid: number; stop: () => Promise<void> }>;
export function freePort(): Promise<number>;
export function writeReport(name: string, data: unknown): void;
