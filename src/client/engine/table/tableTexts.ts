/** The words of a table tab (`view: "table"`), Motus's own; its columns are the config's. */
export const tableTexts = {
  dateColumn: 'Date',
  /** A screen reader hears the order before the rows. */
  caption: (tabLabel: string) => `${tabLabel}, newest first`,
} as const;
