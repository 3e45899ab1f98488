/**
 * A table cell that becomes a labelled line of a card on a phone: the cells stack and each shows its column
 * name (its `data-label`) before the value. Used by the holdings and the loan tables.
 */
export const CARD_CELL = 'px-3 py-2 align-top max-sm:grid-cols-[7rem_1fr] max-sm:gap-2 max-sm:px-0 max-sm:py-0.5 max-sm:before:font-sans max-sm:before:font-medium max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]'
