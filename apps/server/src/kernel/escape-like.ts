/** Text for a LIKE pattern, matched literally (its %, _ and \ escaped). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)
