/** How a call leaves: the browser's fetch, or on the server (entry-server.tsx) the server's own routes. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/** The transport every call uses from now on (the server rendering's, set once at start). */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

export const sendRequest: ApiTransport = (url, init) => transport(url, init);
