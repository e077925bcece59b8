// Types of tools/release.mjs for the tests that import it.
export function tagVersion(tag: string | undefined): string | null;
export function releaseUrls(url: string, version: string): { manifest: string; download: string };
export function releaseManifest<M extends { url: string }>(manifest: M, version: string): M & { version: string; manifest: string; download: string };
export function changelogSection(changelog: string, version: string): string | null;
