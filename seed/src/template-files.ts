import os from 'node:os'
import path from 'node:path'

/**
 * Where the integration tests' template seed stores the demo files (digitised PDFs); test servers read
 * them from here. Their bytes depend on the demo data alone, so concurrent runs write the same files.
 */
export const TEMPLATE_FILES_DIR = path.join(os.tmpdir(), 'portal-template-files')
