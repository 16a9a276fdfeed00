/** The admin pages' plain tables: cells ruled below, a caption above, `nowrap` for dates and codes. */
const CELL_SX = { px: 1.5, py: 1, textAlign: 'left', borderBottom: 1, borderColor: 'divider', verticalAlign: 'top' } as const;
export const TABLE_SX = { width: '100%', borderCollapse: 'collapse', '& th, & td': CELL_SX, '& caption': { textAlign: 'left', color: 'text.secondary', pb: 1 }, '& .nowrap': { whiteSpace: 'nowrap' } } as const;
/** A table wider than a phone scrolls sideways, and can be scrolled from the keyboard. */
export const SCROLL_SX = { overflowX: 'auto', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } } as const;
