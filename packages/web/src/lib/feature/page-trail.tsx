import { createContext, useContext, useLayoutEffect, useState, type ReactNode } from 'react';

/** A page's place in the menu when its address does not say it: the entry it sits under, and its own crumb. */
export interface PageTrail {
  /** The menu entry (its id) the page sits under. */
  under: string;
  /** The page's own crumb, already translated. */
  title: string;
}

const TrailContext = createContext<PageTrail | undefined>(undefined);
const SetTrailContext = createContext<((trail: PageTrail | undefined) => void) | undefined>(undefined);

/** Holds the trail a page names for itself (usePageTrail), for the breadcrumbs above it. */
export function PageTrailProvider({ children }: { children: ReactNode }) {
  const [trail, setTrail] = useState<PageTrail>();
  return (
    <SetTrailContext.Provider value={setTrail}>
      <TrailContext.Provider value={trail}>{children}</TrailContext.Provider>
    </SetTrailContext.Provider>
  );
}

/** The trail the page on screen named for itself, if it did. */
export function usePageTrailOf(): PageTrail | undefined {
  return useContext(TrailContext);
}

/**
 * Puts the page under the menu entry `under`, with `title` as its own crumb, while it is on
 * screen: for a page whose address sits under another entry's (an invitation's signing page is
 * reached as a supervisor or as a witness, not from "My endowments"). Set before the paint.
 */
export function usePageTrail(under: string, title: string): void {
  const setTrail = useContext(SetTrailContext);
  useLayoutEffect(() => {
    if (!setTrail) return;
    setTrail({ under, title });
    return () => setTrail(undefined);
  }, [setTrail, under, title]);
}
