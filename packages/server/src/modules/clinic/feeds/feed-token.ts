import { randomBytes } from 'node:crypto';

/** A feed's token: 32 random bytes, 43 base64url characters; only its hash is kept (tokenHash). */
export const newFeedToken = () => randomBytes(32).toString('base64url');

/** The token in a feed's file name (`<token>.ics`); the route's schema has checked its shape. */
export const tokenOfFile = (file: string) => file.slice(0, -'.ics'.length);
