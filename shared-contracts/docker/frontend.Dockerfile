# One image recipe for the shell and every remote: build the app, then serve its dist/ with the
# shop's static server (CORS, immutable hashed assets, never-cached manifest/entry/config).
# Build from the repository root:  docker build -f shared-contracts/docker/frontend.Dockerfile --build-arg APP=mfe-catalog .
FROM node:20-bookworm-slim AS build
ARG APP
WORKDIR /repo
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json .npmrc ./
COPY shared-contracts/package.json shared-contracts/
COPY api/package.json api/
COPY shell/package.json shell/
COPY mfe-catalog/package.json mfe-catalog/
COPY mfe-cart-checkout/package.json mfe-cart-checkout/
COPY mfe-account/package.json mfe-account/
COPY mfe-admin/package.json mfe-admin/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY shared-contracts shared-contracts
COPY ${APP} ${APP}
RUN npm run build -w ${APP}

FROM node:20-bookworm-slim
ARG APP
ENV APP=${APP} NODE_ENV=production PORT=8080
WORKDIR /srv
COPY --from=build /repo/node_modules/sirv node_modules/sirv
COPY --from=build /repo/node_modules/@polka node_modules/@polka
COPY --from=build /repo/node_modules/mrmime node_modules/mrmime
COPY --from=build /repo/node_modules/totalist node_modules/totalist
COPY --from=build /repo/shared-contracts/package.json node_modules/@shop/contracts/package.json
COPY --from=build /repo/shared-contracts/server node_modules/@shop/contracts/server
COPY --from=build /repo/${APP}/dist app/dist
COPY --from=build /repo/shell/server app/server
USER node
EXPOSE 8080
# The shell serves /config.json from its environment; a remote serves its files.
CMD ["sh", "-c", "if [ \"$APP\" = shell ]; then node app/server/index.mjs; else node node_modules/@shop/contracts/server/cli.mjs --dir app/dist --port $PORT; fi"]
