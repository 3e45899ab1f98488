/**
 * The tenant's mapping path: the page path without its slashes (spec §1), so a portal served at
 * `/xinghai/` belongs to mapping path `xinghai`, and one served at `/` to the empty mapping path.
 */
export function mappingPathOf(pathname: string): string {
  return pathname.replaceAll('/', '')
}
