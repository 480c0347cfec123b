import type { Plugin } from 'vite';

/**
 * Adds `<link rel="preload" as="font">` for the font faces that draw the first paint (src/fonts.css),
 * with the hashed names the build gave them: the browser fetches them with the page instead of
 * after the stylesheet and the script have asked for them (issue 14).
 */
export function preloadFonts(names: readonly string[]): Plugin {
  return {
    name: 'bayan-font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const assets = Object.values(bundle ?? {}).filter((output) => output.type === 'asset');
        return names.map((name) => {
          const asset = assets.find((output) => output.originalFileNames.some((file) => file.endsWith(`/${name}`)));
          if (!asset) throw new Error(`font-preload: no ${name} in the build (is it still in src/fonts.css?)`);
          return {
            tag: 'link',
            // Relative like every asset URL (base './'); fonts are always fetched in CORS mode.
            attrs: { rel: 'preload', href: `./${asset.fileName}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          };
        });
      },
    },
  };
}
