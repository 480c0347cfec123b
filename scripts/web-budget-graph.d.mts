// Types for the build tools written in TypeScript (web vite-first-views.ts).
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  assets?: string[];
  isDynamicEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;
export interface PageFiles {
  js: string[];
  css: string[];
  assets: string[];
}
export interface FirstViewFiles extends PageFiles {
  path: string;
  preload: { js: string[]; css: string[] };
  preloadWhenOn: Record<string, { js: string[]; css: string[] }>;
}
export function firstLoad(manifest: Manifest, roots: string[]): PageFiles;
export function lazyModules(manifest: Manifest): string[];
export function firstViewFiles(
  manifest: Manifest,
  views: readonly {
    path: string;
    modules: readonly string[];
    fetchedWith?: RegExp;
    whenOn?: Readonly<Record<string, readonly string[]>>;
  }[],
  entry?: string,
): FirstViewFiles[];
