import { useEffect, useState } from 'react';

/** How long "copied" shows after a copy. */
const COPIED_MS = 2500;

/** Copies text to the clipboard; `copied` is true for a moment after a copy that worked. */
export function useCopy() {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = (text: string) =>
    void navigator.clipboard?.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return { copied, copy };
}
