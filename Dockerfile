# The api and the gateway, one image each: `docker build --target api .` or `--target gateway .`
# (docker-compose.yml names the target). Both install from the workspace's manifests below.

# Every workspace's manifest: npm ci reads them all to install one workspace from the lock file.
FROM node:24-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY schema/package.json schema/
COPY formats/package.json formats/
COPY engine/package.json engine/
COPY logging/package.json logging/
COPY service/package.json service/
COPY database/package.json database/
COPY api/package.json api/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY e2e/package.json e2e/
COPY test-support/package.json test-support/
COPY security/package.json security/

FROM manifests AS web-build
RUN npm ci --ignore-scripts --workspace web --include-workspace-root=false
# The compiler options web/ and formats/ extend: Vite reads them for each file it builds.
COPY tsconfig.base.json ./
COPY formats formats
COPY web web
RUN npm run build -w web

# The api: REST base and core APIs, identity provider, hub, run worker.
FROM manifests AS api
# NODE_COMPILE_CACHE: compiled modules kept between starts (service/src/compile-cache.ts).
ENV NODE_ENV=production NODE_COMPILE_CACHE=/tmp/node-compile-cache
RUN npm ci --omit=dev --ignore-scripts --workspace api --include-workspace-root=false
COPY formats formats
COPY engine engine
COPY logging logging
COPY service service
COPY database database
COPY api api
EXPOSE 4100
USER node
CMD ["node", "api/src/main.ts"]

# The gateway: GraphQL, sign-in, the built web app, PDF (Chromium) and Excel rendering.
FROM node:24-bookworm-slim AS gateway
RUN apt-get update \
  && apt-get install -y --no-install-recommends chromium-headless-shell fonts-liberation \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=manifests /app ./
ENV NODE_ENV=production NODE_COMPILE_CACHE=/tmp/node-compile-cache
# Memory bounds (ARCHITECTURE.md, "Where the gateway's memory goes"): a heap limit of its own rather
# than one sized from the machine, so garbage is collected long before the pod's limit; and two
# malloc arenas, so that compression in libuv's threads does not leave each thread's arena holding
# what it freed.
ENV NODE_OPTIONS=--max-old-space-size=1024 MALLOC_ARENA_MAX=2
RUN npm ci --omit=dev --ignore-scripts --workspace gateway --include-workspace-root=false
COPY schema schema
COPY formats formats
COPY logging logging
COPY service service
COPY database database
COPY gateway gateway
COPY --from=web-build /app/web/dist web/dist
# The web app's operations by hash, at the path PERSISTED_DOCUMENTS names by default: without them
# its hash-only requests are refused and its own queries are charged for their lists' sizes.
COPY --from=web-build /app/web/src/generated/persisted-documents.json web/src/generated/
EXPOSE 4000
USER node
CMD ["node", "gateway/src/main.ts"]
