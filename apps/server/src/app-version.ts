import rootPackage from '../../../package.json' with { type: 'json' }

// The portal's version has one source: `version` in the root package.json (Semantic Versioning; CHANGELOG.md
// says what each one brought). It is read once, when the server starts and first imports this module. The API
// document shows it whole; the footer (`tenancy.bootstrap`, `/find/homePage/info`) and `/find/institution/*` show
// major.minor, as LibStar and its clients do ("3.0", spec §1), so a patch release changes nothing on the wire.

const SEMVER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/

/** The version, checked: a start with a broken package.json stops here rather than show nonsense in every footer. */
export function readVersion(version: unknown): string {
  if (typeof version !== 'string' || !SEMVER.test(version))
    throw new Error(`package.json: "version" must be a semantic version such as 3.0.0, not ${JSON.stringify(version)}`)
  return version
}

export const APP_VERSION: string = readVersion((rootPackage as { version?: unknown }).version)

/** major.minor of a semantic version: what patrons and LibStar clients see ("3.0"). */
export function displayVersion(version: string): string {
  return version.split('.').slice(0, 2).join('.')
}

export const APP_DISPLAY_VERSION: string = displayVersion(APP_VERSION)
