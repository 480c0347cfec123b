import { createContext, useContext } from 'react';
import type { PageHeadFacts } from '@bayan/shared';

export type { PageHeadFacts };

/**
 * The server rendering's collector (entry-server.tsx): usePageHead writes into it while rendering,
 * which is how the server learns the page's title and description. Absent in the browser, where
 * the hooks set `document.title` instead.
 */
export const PageHeadContext = createContext<PageHeadFacts | null>(null);

/** Records the page's head facts during the server's render; nothing in the browser. */
export function usePageHead(facts: PageHeadFacts): void {
  const collector = useContext(PageHeadContext);
  if (collector) Object.assign(collector, facts);
}
