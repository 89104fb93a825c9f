# syntax=docker/dockerfile:1
#
# The images of every Shortlist process, from one build:
#
#   docker build --target gateway -t shortlist-gateway .
#   docker build --build-arg SERVICE=matching-worker -t shortlist-matching-worker .
#
# SERVICE (or --target) is one of the process stages at the end of this file: gateway, auth,
# documents, matching-api, matching-worker, billing. Stage names follow scripts/build.mjs ENTRIES:
# a service's `main` entry is the service's name, or `<service>-api` when the service has a second
# entry, which is `<service>-<entry>` (matching's queue worker).
#
# Why one final stage per process rather than one image whose start command reads $SERVICE: a
# JSON-form CMD cannot expand variables, and a shell form (`sh -c "node $ENTRY"`) makes sh PID 1,
# which does not pass SIGTERM on. The services' graceful shutdown (stop accepting, drain requests,
# let the worker finish its jobs) would never run and every rollout would end in SIGKILL. With a
# stage per process, `node` itself is PID 1, started from a JSON-form CMD, and receives the signal;
# each stage also carries its own HEALTHCHECK (the worker has no API port) and only what it needs
# (the web app ships in the gateway image alone). The stages share every layer up to their last
# small COPY, so six images cost one build and almost no registry space. `--build-arg SERVICE=…`
# without `--target` picks the same stage through the final `FROM ${SERVICE}`.
#
# The base: the Node major every test, benchmark and CI run uses (20, `engines` in package.json),
# so what ships is what was tested; tests/deploy holds the two together. Node 20 left LTS support
# in April 2026: moving to a newer major means moving CI and the tests with it, then this line.
# The bundles are built for node20 syntax (scripts/bundle.mjs) and the native dependencies are
# N-API. Pin a digest in production:
#   --build-arg NODE_IMAGE=node:20-bookworm-slim@sha256:…
ARG NODE_IMAGE=node:20-bookworm-slim
ARG SERVICE=gateway

# ---------------------------------------------------------------------------------------------
# build: install everything once, bundle every service and the web app, then drop dev packages.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The manifests alone first: this layer (the slow `npm ci`) is reused until a package.json or the
# lockfile changes. npm ci needs every workspace's package.json, so each one is listed here
# (tests/deploy checks the list against the root package.json's workspaces).
COPY package.json package-lock.json ./
COPY packages/cli/package.json packages/cli/
COPY packages/contracts/package.json packages/contracts/
COPY packages/csv/package.json packages/csv/
COPY packages/formats/package.json packages/formats/
COPY packages/kit/package.json packages/kit/
COPY packages/matcher/package.json packages/matcher/
COPY packages/parsers/package.json packages/parsers/
COPY packages/test-support/package.json packages/test-support/
COPY services/auth/package.json services/auth/
COPY services/billing/package.json services/billing/
COPY services/documents/package.json services/documents/
COPY services/gateway/package.json services/gateway/
COPY services/matching/package.json services/matching/
COPY web/package.json web/
COPY tests/package.json tests/
COPY bench/package.json bench/
RUN --mount=type=cache,target=/root/.npm \
    npm ci --no-audit --no-fund --loglevel=error
COPY . .
RUN node scripts/build.mjs
# npm dependencies are external to the bundles, so the runtime needs node_modules, but only the
# production half of it: prune is workspace-aware and drops every workspace's devDependencies
# (esbuild, vite, jest, typescript…). The caches are build leftovers.
RUN npm prune --omit=dev --no-audit --no-fund --loglevel=error \
    && rm -rf node_modules/.cache web/node_modules/.cache

# ---------------------------------------------------------------------------------------------
# runtime: what every process needs. Code is owned by root and read-only to the process user.
FROM ${NODE_IMAGE} AS runtime
# Production by default: the services then refuse the development INTERNAL_TOKEN and billing's
# test mode. HOST: a container's loopback is unreachable from outside, so listen on every
# interface. DATA_DIR: the one writable folder (auth keeps a generated signing key there when
# JWT_PRIVATE_KEY is unset, as in docker compose); owned by the process user so a named volume
# mounted on it starts out writable.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
RUN mkdir -p /data && chown 1000:1000 /data
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
# The workspaces themselves: the bundles in services/*/dist, each service's src/db/migrations
# (found at run time through the node_modules/@shortlist/<service> link, see
# packages/kit/src/paths.ts) and the package.json files those links resolve.
COPY --from=build /app/packages ./packages
COPY --from=build /app/services ./services
# The image's user `node` is uid 1000; numeric so Kubernetes' runAsNonRoot can verify it.
USER 1000:1000
# Docker's and compose's liveness check (Kubernetes uses its own probes): /healthz answers once the
# process has run its migrations and listens. Node's own fetch, so the image needs no curl.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --start-interval=2s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz', { signal: AbortSignal.timeout(2500) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# ---------------------------------------------------------------------------------------------
# One stage per process. PORT is each service's own default, set here so the HEALTHCHECK and the
# EXPOSE agree with what the process listens on.
# Its metrics listener (METRICS_PORT, 9091) is for the cluster's Prometheus; the ingress and compose
# publish only PORT.
FROM runtime AS gateway
ENV SERVICE=gateway \
    PORT=3001 \
    METRICS_HOST=0.0.0.0 \
    WEB_DIST=/app/web/dist
COPY --from=build /app/web/package.json web/
COPY --from=build /app/web/dist web/dist/
EXPOSE 3001
CMD ["node", "services/gateway/dist/main.js"]

FROM runtime AS auth
ENV SERVICE=auth \
    PORT=4001
EXPOSE 4001
CMD ["node", "services/auth/dist/main.js"]

FROM runtime AS documents
ENV SERVICE=documents \
    PORT=4002
EXPOSE 4002
CMD ["node", "services/documents/dist/main.js"]

FROM runtime AS matching-api
ENV SERVICE=matching-api \
    PORT=4003
EXPOSE 4003
CMD ["node", "services/matching/dist/main.js"]

# The queue worker serves no API; its /healthz, /readyz and /metrics are on WORKER_METRICS_PORT.
FROM runtime AS matching-worker
ENV SERVICE=matching-worker \
    WORKER_METRICS_PORT=4103
EXPOSE 4103
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --start-interval=2s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.WORKER_METRICS_PORT + '/healthz', { signal: AbortSignal.timeout(2500) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "services/matching/dist/worker.js"]

FROM runtime AS billing
ENV SERVICE=billing \
    PORT=4004
EXPOSE 4004
CMD ["node", "services/billing/dist/main.js"]

# `docker build --build-arg SERVICE=<process> .` without --target lands here.
FROM ${SERVICE}
