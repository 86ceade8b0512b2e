/** The files the service worker keeps (decision 217): read from Vite's manifest by the build. */

/** One entry of Vite's build manifest (dist/web/.vite/manifest.json). */
export interface ViteManifestEntry {
  file: string;
  css?: string[];
  assets?: string[];
}
export type ViteManifest = Record<string, ViteManifestEntry>;

/** Every file of the build a page may load (scripts, styles, other assets), each once, sorted. */
export function precacheList(manifest: ViteManifest, extra: readonly string[] = []): string[] {
  const files = new Set<string>(extra);
  for (const entry of Object.values(manifest)) {
    for (const file of [entry.file, ...(entry.css ?? []), ...(entry.assets ?? [])])
      files.add(`/${file.replace(/^\//, "")}`);
  }
  return [...files].sort();
}
