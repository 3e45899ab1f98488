import { BootstrapGate } from './BootstrapGate.tsx'
import { PortalLayout } from './PortalLayout.tsx'

/** The layout route: every page waits for the tenant's bootstrap, then sits in the portal layout. */
export function AppShell() {
  return <BootstrapGate>{(bootstrap) => <PortalLayout bootstrap={bootstrap} />}</BootstrapGate>
}
