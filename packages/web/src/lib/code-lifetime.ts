/** How many minutes a sent code still lives, as its message says it: whole minutes, at least one. */
export const codeMinutes = (expiresInSeconds: number): number => Math.max(1, Math.round(expiresInSeconds / 60));
