// The manifest a release publishes: the built manifest with the version of its tag, the stable
// manifest URL (always the latest release's system.json, so Foundry offers each new release as an
// update) and the download URL of that tag's zip. Pure, so the contract test checks it.

/** The version a tag names: "v0.2.0" → "0.2.0"; null for anything that is not a version tag. */
export function tagVersion(tag) {
  const match = /^v(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)$/.exec(tag ?? "");
  return match ? match[1] : null;
}

/** The release's URLs under the repository `url` (https://github.com/<owner>/<name>). */
export function releaseUrls(url, version) {
  const base = url.replace(/\/$/, "");
  return {
    manifest: `${base}/releases/latest/download/system.json`,
    download: `${base}/releases/download/v${version}/altherion.zip`,
  };
}

/** The built manifest rewritten for the release of `version`. */
export function releaseManifest(manifest, version) {
  return { ...manifest, version, ...releaseUrls(manifest.url, version) };
}

/**
 * The notes of `version` in a Keep a Changelog file: the lines under its `## [x.y.z]` heading, up
 * to the next version's heading; null when the CHANGELOG has no section for it.
 */
export function changelogSection(changelog, version) {
  const lines = changelog.split("\n");
  const start = lines.findIndex((line) => line.startsWith(`## [${version}]`));
  if (start < 0) return null;
  const end = lines.findIndex((line, i) => i > start && /^## \[/.test(line));
  return lines.slice(start + 1, end < 0 ? undefined : end).join("\n").trim();
}
