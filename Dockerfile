# The shop's images, all from one recipe that installs the monorepo once:
#   docker build --target api -t shop-api .
#   docker build --target web --build-arg APP=mfe-catalog -t shop-mfe-catalog .
# APP is shell, mfe-catalog, mfe-cart-checkout, mfe-account or mfe-admin. docker-compose.yml
# builds all six; every build reuses the same cached `deps` stage (one `npm ci`).
# The base image is a build argument: the public Node 24 LTS image by default, or a local one
# on a machine that reaches no image registry (see docker/local-bases/).
# Debian slim, not Alpine: @node-rs/argon2 (password hashing) ships a glibc binary.
ARG NODE_IMAGE=node:24-bookworm-slim

# ---- the monorepo's dependencies, installed once for every image --------------------------------
FROM ${NODE_IMAGE} AS deps
WORKDIR /repo
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 NPM_CONFIG_UPDATE_NOTIFIER=false
# Only the manifests first, so this layer is reused until a dependency changes.
COPY package.json package-lock.json .npmrc ./
COPY shared-build/package.json shared-build/
COPY shared-contracts/package.json shared-contracts/
COPY shared-ui/package.json shared-ui/
COPY shared-testing/package.json shared-testing/
COPY api/package.json api/
COPY shell/package.json shell/
COPY mfe-catalog/package.json mfe-catalog/
COPY mfe-cart-checkout/package.json mfe-cart-checkout/
COPY mfe-account/package.json mfe-account/
COPY mfe-admin/package.json mfe-admin/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# The lock file lists every platform's native packages; no dependency needs an install script.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY tsconfig.base.json ./
COPY shared-build shared-build
COPY shared-contracts shared-contracts
# The React kit every app builds with (its sources; the apps' builds read them).
COPY shared-ui shared-ui
# The shop's route table (shell/pages.mjs) and the registries it is built from: the shell's router
# and server and the API's vitals read them.
COPY shell/pages.mjs shell/pages.d.mts shell/
COPY mfe-catalog/pages.mjs mfe-catalog/
COPY mfe-cart-checkout/pages.mjs mfe-cart-checkout/
COPY mfe-account/pages.mjs mfe-account/
COPY mfe-admin/pages.mjs mfe-admin/

# ---- the API ------------------------------------------------------------------------------------
FROM deps AS api-build
COPY api api
# The API's production dependencies (no dev, none reached only as a peer), copied as installed.
RUN npm run build -w api \
  && npm ls --parseable --omit=dev --omit=peer --all -w api 2>/dev/null \
    | grep '/node_modules/' | sed "s#^$PWD/##" | sort -u > /tmp/production-packages \
  && test -s /tmp/production-packages \
  && mkdir -p /out && xargs -a /tmp/production-packages cp -a --parents -t /out \
  && cp -a --parents node_modules/shell node_modules/mfe-* shell/package.json shell/pages.mjs \
    mfe-*/package.json mfe-*/pages.mjs /out

FROM ${NODE_IMAGE} AS api
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=4000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=api-build /repo/package.json ./
COPY --from=api-build /out/ ./
COPY --from=api-build /repo/api/package.json api/package.json
# The API imports the shared country list and languages (@shop/contracts/…): the copied workspace
# link points at these files. The shop's route table came with /out (shell/pages.mjs).
COPY --from=api-build /repo/shared-contracts/package.json shared-contracts/package.json
COPY --from=api-build /repo/shared-contracts/server/countries.mjs shared-contracts/server/countries.mjs
COPY --from=api-build /repo/shared-contracts/server/languages.mjs shared-contracts/server/languages.mjs
COPY --from=api-build /repo/shared-contracts/server/password-policy.mjs shared-contracts/server/password-policy.mjs
COPY --from=api-build /repo/api/dist api/dist
# The SQL migrations are applied by the app at start.
COPY --from=api-build /repo/api/drizzle api/drizzle
# /data holds uploads (and the embedded database when DATABASE_URL is unset); /secrets the token
# secret the first instance generates, on a volume every instance shares.
RUN mkdir -p /data /secrets && chown node:node /data /secrets
VOLUME ["/data"]
USER node
WORKDIR /app/api
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=10s --start-period=120s --retries=6 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node directly (not npm) so SIGTERM reaches the server, which closes the database cleanly.
CMD ["node", "dist/server.js"]

# ---- the frontend apps --------------------------------------------------------------------------
# The files the static server runs (with its imports), traced. The shell's server is its own
# bundle, shell/server-build/server.cjs, built with the shell.
FROM deps AS web-server
COPY docker/trace-server.mjs docker/
RUN node docker/trace-server.mjs /out shared-build/server/cli.mjs \
    $(ls shared-build/server/release-cli.mjs 2>/dev/null)
COPY docker/web-entrypoint.sh /out/web-entrypoint.sh

FROM deps AS web-build
ARG APP
RUN test -n "$APP" || { echo "--build-arg APP=<shell|mfe-...> is required"; exit 1; }
COPY ${APP} ${APP}
# Hidden source maps land in ${APP}/sourcemaps and the shell's server (server.cjs) in
# shell/server-build, beside dist/ and never served (a remote has none: the folder stays empty).
RUN npm run build --if-present -w shared-contracts -w shared-ui \
  && npm run build -w ${APP} \
  && mkdir -p ${APP}/sourcemaps ${APP}/server-build

FROM ${NODE_IMAGE} AS web
ARG APP
ENV APP=${APP} NODE_ENV=production PORT=8080 RELEASES_DIR=/srv/releases
WORKDIR /srv
COPY --from=web-server /out ./
COPY --from=web-build /repo/${APP}/dist ${APP}/build
COPY --from=web-build /repo/${APP}/sourcemaps ${APP}/sourcemaps
COPY --from=web-build /repo/${APP}/server-build ${APP}/server-build
# /srv/releases is what the server serves: a volume the entry point publishes this build into,
# so the hashed files of earlier builds stay there for tabs still running them. (The shell's
# server without releases support serves shell/dist: the same folder.)
RUN mkdir -p /srv/releases && chown node:node /srv/releases \
  && if [ "$APP" = shell ] && [ ! -e shell/dist ]; then ln -s /srv/releases shell/dist; fi
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=10s --start-period=30s --retries=6 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+(process.env.APP==='shell'?'/config.json':'/mf-manifest.json')).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
ENTRYPOINT ["sh", "/srv/web-entrypoint.sh"]
