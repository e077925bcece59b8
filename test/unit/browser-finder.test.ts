import { describe, expect, it } from "vitest";
import { BROWSER_ENV, DEBIAN_CHROMIUM, SKIP_ENV, browserCandidates, browserPlan, findBrowser, type Host } from "../../tools/browser";

/** A machine where exactly `files` exist. */
function host(platform: NodeJS.Platform, env: Host["env"], files: string[], root = false): Host {
  const present = new Set(files);
  return { platform, env, root, exists: (p) => present.has(p) };
}

const DEBIAN = ["/etc/debian_version", "/usr/bin/apt-get"];

describe("finding Chromium or Chrome for the browser suites", () => {
  it("takes ALTHERION_CHROMIUM first and searches nothing else", () => {
    const h = host("linux", { [BROWSER_ENV]: "/opt/my/chrome", PATH: "/usr/bin" }, ["/opt/my/chrome", "/usr/bin/chromium"]);
    expect(browserCandidates(h)).toEqual(["/opt/my/chrome"]);
    expect(browserPlan(h)).toEqual({ kind: "use", path: "/opt/my/chrome" });
  });

  it("stops, naming the variable, when ALTHERION_CHROMIUM points at nothing (no silent fallback)", () => {
    const plan = browserPlan(host("linux", { [BROWSER_ENV]: "/nowhere/chrome", PATH: "/usr/bin" }, ["/usr/bin/chromium", ...DEBIAN], true));
    expect(plan.kind).toBe("stop");
    expect(plan.kind === "stop" && plan.message).toContain(`${BROWSER_ENV}=/nowhere/chrome does not exist`);
  });

  it("on Linux, finds chromium, then chrome, on PATH in PATH's order, then /snap and /opt", () => {
    expect(findBrowser(host("linux", { PATH: "/usr/local/bin:/usr/bin" }, ["/usr/bin/chromium"]))).toBe("/usr/bin/chromium");
    expect(findBrowser(host("linux", { PATH: "/usr/local/bin:/usr/bin" }, ["/usr/bin/chromium", "/usr/local/bin/google-chrome"]))).toBe("/usr/local/bin/google-chrome");
    expect(findBrowser(host("linux", { PATH: "/usr/bin" }, ["/usr/bin/chromium-browser"]))).toBe("/usr/bin/chromium-browser");
    expect(findBrowser(host("linux", { PATH: "" }, ["/opt/google/chrome/chrome"]))).toBe("/opt/google/chrome/chrome");
  });

  it("on macOS, finds Chromium or Google Chrome in /Applications or ~/Applications", () => {
    expect(findBrowser(host("darwin", { PATH: "/usr/bin", HOME: "/Users/ana" }, ["/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"])))
      .toBe("/Applications/Google Chrome.app/Contents/MacOS/Google Chrome");
    expect(findBrowser(host("darwin", { PATH: "/usr/bin", HOME: "/Users/ana" }, ["/Users/ana/Applications/Chromium.app/Contents/MacOS/Chromium"])))
      .toBe("/Users/ana/Applications/Chromium.app/Contents/MacOS/Chromium");
  });

  it("on Windows, finds chrome.exe on Path (';'-separated) or under Program Files and LocalAppData", () => {
    expect(findBrowser(host("win32", { Path: "C:\\Windows;C:\\Tools" }, ["C:\\Tools\\chrome.exe"]))).toBe("C:\\Tools\\chrome.exe");
    expect(findBrowser(host("win32", { PROGRAMFILES: "C:\\Program Files" }, ["C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe"])))
      .toBe("C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe");
    expect(findBrowser(host("win32", { LOCALAPPDATA: "C:\\Users\\ana\\AppData\\Local" }, ["C:\\Users\\ana\\AppData\\Local\\Chromium\\Application\\chrome.exe"])))
      .toBe("C:\\Users\\ana\\AppData\\Local\\Chromium\\Application\\chrome.exe");
  });

  it("with an empty PATH and nothing installed, stops with one line naming how to get one and how to skip", () => {
    const plan = browserPlan(host("linux", { PATH: "" }, []));
    expect(plan.kind).toBe("stop");
    const message = plan.kind === "stop" ? plan.message : "";
    expect(message).not.toContain("\n");
    expect(message).toContain("apt-get install chromium");
    expect(message).toContain(BROWSER_ENV);
    expect(message).toContain(`${SKIP_ENV}=1`);
  });

  it("on Debian as root with none installed, installs Debian's Chromium and then uses /usr/bin/chromium", () => {
    expect(browserPlan(host("linux", { PATH: "/usr/bin" }, DEBIAN, true))).toEqual({ kind: "install", command: "apt-get update && apt-get install -y chromium", then: DEBIAN_CHROMIUM });
  });

  it("does not install when not root, not Debian, or without apt-get on PATH", () => {
    expect(browserPlan(host("linux", { PATH: "/usr/bin" }, DEBIAN, false)).kind).toBe("stop");
    expect(browserPlan(host("linux", { PATH: "/usr/bin" }, ["/usr/bin/apt-get"], true)).kind).toBe("stop");
    expect(browserPlan(host("linux", { PATH: "/bin" }, DEBIAN, true)).kind).toBe("stop");
    expect(browserPlan(host("darwin", { PATH: "/usr/bin" }, DEBIAN, true)).kind).toBe("stop");
  });

  it("skips only on an explicit ALTHERION_SKIP_BROWSER=1, before trying to install", () => {
    expect(browserPlan(host("linux", { PATH: "/usr/bin", [SKIP_ENV]: "1" }, DEBIAN, true))).toEqual({ kind: "skip", note: `${SKIP_ENV}=1` });
    expect(browserPlan(host("linux", { PATH: "", [SKIP_ENV]: "yes" }, [])).kind).toBe("stop");
  });

  it("an installed browser is used even when the skip is asked", () => {
    expect(browserPlan(host("linux", { PATH: "/usr/bin", [SKIP_ENV]: "1" }, ["/usr/bin/chromium"]))).toEqual({ kind: "use", path: "/usr/bin/chromium" });
  });

  it("CI never skips: it installs on Debian as root, else stops saying CI does not skip", () => {
    expect(browserPlan(host("linux", { PATH: "/usr/bin", CI: "true", [SKIP_ENV]: "1" }, DEBIAN, true)).kind).toBe("install");
    const plan = browserPlan(host("linux", { PATH: "", CI: "true", [SKIP_ENV]: "1" }, []));
    expect(plan.kind).toBe("stop");
    expect(plan.kind === "stop" && plan.message).toContain("CI=true");
    expect(plan.kind === "stop" && plan.message).not.toContain(`skip the browser suites with`);
  });
});
