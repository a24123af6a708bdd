export const COMPILE_HINT: string;
export function addCompileHints(distDir: string): string[];
