# The portal in one image: the Fastify server (run with tsx, as in development) serving the built web
# app. PostgreSQL and Meilisearch run as their own services (docker-compose.yml); with DATABASE_URL set
# the server never starts its embedded PostgreSQL.
FROM node:20-bookworm-slim

# pnpm pinned and installed with npm (corepack fails on registries without signatures; stack-notes G4).
RUN npm install --global pnpm@10.34.9 && npm cache clean --force
ENV CI=true \
    CHECKPOINT_DISABLE=1 \
    npm_config_update_notifier=false
WORKDIR /app

# Dependencies are downloaded from the lockfile alone, so this layer is rebuilt only when it changes.
COPY pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
RUN pnpm fetch

# Then the sources; the install is offline from the fetched store. Its postinstall runs
# `prisma generate` (prisma.config.ts gives the CLI a stub engine: nothing is downloaded).
COPY . .
RUN pnpm install --frozen-lockfile --offline \
 && pnpm --filter @portal/web build

ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
EXPOSE 3000
# Digitised files and attachments (FILE_STORAGE_DIR); a named volume keeps them, owned by the server's user.
RUN mkdir -p /var/lib/portal/files && chown node:node /var/lib/portal/files
USER node

# No curl in the slim image; Node 20 has fetch.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

CMD ["node", "--import", "tsx", "apps/server/src/server.ts"]
