import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { MapTiles } from '@bayan/shared';
import { tileImageSources } from '../lib/http/map-tiles.js';

/** Helmet with the strict policy; `imageSources` adds image origins (the map's tile server). */
const middleware = (imageSources: string[]) =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Emotion (MUI) injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...imageSources],
        // data: for the deed preview's embedded Arabic font (its HTML is shown in a sandboxed
        // srcdoc frame, which takes this page's policy): a font, never a script.
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });

/** Helmet's headers, computed once: the policy is static, so every reply gets the same set. */
function helmetHeaders(imageSources: string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  middleware(imageSources)({} as IncomingMessage, res as unknown as ServerResponse, () => undefined);
  return headers;
}

export interface SecurityOptions {
  /** The map's tile layer: its origin is the one image source allowed from outside. */
  mapTiles: MapTiles | null;
}

/**
 * Security headers with a strict Content-Security-Policy: nothing loads from outside this origin
 * but the configured map tiles' images.
 */
export default fp<SecurityOptions>(async (app, { mapTiles }) => {
  const headers = helmetHeaders(tileImageSources(mapTiles));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
