// Page sizes of every list, apart from the query schema: pages import them without zod (issue 14).

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
