// Where the browser suites find Chromium or Chrome, and what `npm test` does when there is none.
// Pure functions over a host (environment, platform, file existence) so that every
// platform's search and every outcome is unit-tested on any machine.
import { existsSync } from "node:fs";
import { posix, win32 } from "node:path";

/** Path of the Chromium or Chrome executable to use; when set, nothing else is searched. */
export const BROWSER_ENV = "ALTHERION_CHROMIUM";
/** `ALTHERION_SKIP_BROWSER=1` skips the browser suites when no browser is found (never under CI). */
export const SKIP_ENV = "ALTHERION_SKIP_BROWSER";
/** Where Debian's `chromium` package puts its executable. */
export const DEBIAN_CHROMIUM = "/usr/bin/chromium";
export const DEBIAN_INSTALL = "apt-get update && apt-get install -y chromium";

export interface Host {
  env: Record<string, string | undefined>;
  platform: NodeJS.Platform;
  exists(path: string): boolean;
  /** Running as root (uid 0); always false on Windows. */
  root: boolean;
}

const NAMES = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome"];

function onPath(host: Host, names: string[]): string[] {
  const windows = host.platform === "win32";
  const dirs = (host.env.PATH ?? host.env.Path ?? "").split(windows ? ";" : ":").filter(Boolean);
  const join = windows ? win32.join : posix.join;
  return dirs.flatMap((dir) => names.map((name) => join(dir, windows ? `${name}.exe` : name)));
}

function installDirs(host: Host): string[] {
  const { env, platform } = host;
  if (platform === "darwin") {
    const apps = ["/Applications", ...(env.HOME ? [`${env.HOME}/Applications`] : [])];
    return apps.flatMap((dir) => [`${dir}/Chromium.app/Contents/MacOS/Chromium`, `${dir}/Google Chrome.app/Contents/MacOS/Google Chrome`]);
  }
  if (platform === "win32") {
    const roots = [env.LOCALAPPDATA, env.PROGRAMFILES, env["PROGRAMFILES(X86)"]].filter((r): r is string => !!r);
    return roots.flatMap((root) => [win32.join(root, "Chromium", "Application", "chrome.exe"), win32.join(root, "Google", "Chrome", "Application", "chrome.exe")]);
  }
  return ["/snap/bin/chromium", "/opt/google/chrome/chrome"];
}

/** Every path tried, in order: the environment variable alone if set, else PATH, then the platform's install folders. */
export function browserCandidates(host: Host): string[] {
  const chosen = host.env[BROWSER_ENV];
  if (chosen) return [chosen];
  return [...onPath(host, NAMES), ...installDirs(host)];
}

export function findBrowser(host: Host): string | undefined {
  return browserCandidates(host).find((path) => host.exists(path));
}

export type BrowserPlan =
  | { kind: "use"; path: string }
  | { kind: "install"; command: string; then: string }
  | { kind: "skip"; note: string }
  | { kind: "stop"; message: string };

const HOW_TO_GET = "install Chromium or Chrome (Debian/Ubuntu: `sudo apt-get install chromium`; macOS: `brew install --cask chromium`; Windows: `winget install Google.Chrome`)";

/** What `npm test` does about the browser suites on this host. CI never skips. */
export function browserPlan(host: Host): BrowserPlan {
  const found = findBrowser(host);
  if (found) return { kind: "use", path: found };
  const chosen = host.env[BROWSER_ENV];
  if (chosen) return { kind: "stop", message: `${BROWSER_ENV}=${chosen} does not exist: point it at a Chromium or Chrome executable, or unset it to search the usual places.` };
  const ci = !!host.env.CI && host.env.CI !== "false";
  if (host.env[SKIP_ENV] === "1" && !ci) return { kind: "skip", note: `${SKIP_ENV}=1` };
  const debian = host.platform === "linux" && host.exists("/etc/debian_version") && onPath(host, ["apt-get"]).some((p) => host.exists(p));
  if (debian && host.root) return { kind: "install", command: DEBIAN_INSTALL, then: DEBIAN_CHROMIUM };
  const skip = ci ? " (under CI=true they are never skipped)" : `, or skip the browser suites with ${SKIP_ENV}=1`;
  return { kind: "stop", message: `No Chromium or Chrome found for the browser tests: ${HOW_TO_GET}, or set ${BROWSER_ENV} to its executable${skip}.` };
}

/** This machine, as the functions above see it. */
export function thisHost(env: Record<string, string | undefined> = process.env): Host {
  return { env, platform: process.platform, exists: existsSync, root: process.getuid?.() === 0 };
}
