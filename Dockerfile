# Multi-stage image. Its start mirrors `npm start` with an external PostgreSQL and an external
# OpenID Connect issuer: migrate, seed demo data only if the database is empty, serve.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
# roaring (analytics visitor sets, docs/decisions/025) is a native addon: node-gyp builds it where no
# prebuilt binary is fetched; the runtime stage has the same Debian, so the built addon runs there
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
# the patches and their check before the install: postinstall applies them and fails when a patched
# file lacks its marker (issue 39 §1; without patches/ patch-package found nothing and succeeded)
COPY patches ./patches
COPY scripts/check-patches.mjs ./scripts/
RUN PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm install --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production HIREWAVE_SERVE_BUILD=1 PORT=3000
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/app/db/migrations ./app/db/migrations
COPY --from=build /app/package.json ./
EXPOSE 3000
# ready = database reachable, migrations done, not draining (issue 40); a first start migrates and seeds
HEALTHCHECK --interval=10s --timeout=5s --start-period=180s CMD node -e "fetch('http://localhost:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# DATABASE_URL, SESSION_SECRET, APP_URL, OIDC_ISSUER and the client secrets come from the platform
# the young generation sized for server rendering (docs/decisions/036)
CMD ["node", "--max-semi-space-size=32", "build/node/server.js"]
