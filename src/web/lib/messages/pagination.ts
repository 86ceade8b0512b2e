/** Under every server-paged list: the range shown and the page buttons' names. */
export const PAGINATION_MESSAGES = {
  shown: (from: number, to: number, total: number) => `Visar ${from}–${to} av ${total}`,
  pageLabel: (page: number) => `Sida ${page}`,
  pageControls: {
    first: "Första sidan",
    previous: "Föregående sida",
    next: "Nästa sida",
    last: "Sista sidan",
  },
} as const;
