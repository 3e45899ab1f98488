#!/bin/sh
echo "The native Prisma schema engine is not used here: run pnpm db:migrate or pnpm db:migration:new NAME" >&2
exit 1
