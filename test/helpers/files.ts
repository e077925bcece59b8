import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

/** Every file below `dir` whose name ends with one of `exts`. */
export function walk(dir: string, exts: string[]): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...walk(path, exts));
    else if (exts.some((e) => entry.endsWith(e))) out.push(path);
  }
  return out;
}

export const readJson = <T = unknown>(path: string): T => JSON.parse(readFileSync(path, "utf8")) as T;

/** Flattens a nested i18n object into dotted keys. */
export function flatKeys(obj: Record<string, unknown>, prefix = ""): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v !== null && typeof v === "object" ? flatKeys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}
