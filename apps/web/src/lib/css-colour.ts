const HEX_COLOUR = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i

/** findConfig colours come as hex without '#' (e.g. 25313d); anything else gives the fallback. */
export function hexToCssColour(value: string | undefined, fallback: string): string {
  const match = value?.trim().match(HEX_COLOUR)
  return match ? `#${match[1]!.toLowerCase()}` : fallback
}
