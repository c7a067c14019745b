#!/usr/bin/env bash
# npm run test:swarm — the shop on Docker Swarm (docker-stack.yml), on this machine, under load:
#  1. the engine, the local base images and the shop's images as test:compose builds them
#     (docker/test-lib.sh), tagged for the stack; the next builds (mfe-catalog with its listing's
#     toolbar changed, the API as a new image, an API image that cannot start); the edge's image
#     (docker/edge) on the local Debian;
#  2. a one-node swarm (`docker swarm init`) unless the engine is in one already, the token
#     secret, `docker stack deploy`, and a wait until every service runs all its tasks, healthy;
#  3. shoppers (docker/swarm-load.mjs) browse, fill carts and check out through the edge while
#     a. mfe-catalog rolls out its new build, which the edge then serves,
#     b. the API rolls out its new image (`docker service update --image … --force`),
#     c. one API task's container and one shell task's are killed, and swarm replaces them,
#     d. the API is given the image that cannot start: the update fails and rolls back;
#  4. the load stops and reports requests, errors and orders, and checks as the admin that every
#     acknowledged order is in the shop exactly once;
#  5. the stack, its volumes, the secret and the image tags it made are removed, the swarm left
#     if this run made it, the dockerd it started stopped — also on failure or when time runs out.
# SWARM_TEST_BASE_PORT (default 3650) publishes the edge there (the shop) and on +1…+4 (the
# remotes); SWARM_TEST_TIMEOUT (default 3600 s) bounds the whole run; the load's own limits are
# SWARM_LOAD_* (docker/swarm-load.mjs).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
label=test:swarm
# shellcheck source=docker/test-lib.sh
. "$root/docker/test-lib.sh"
# shellcheck source=docker/swarm-steps.sh
. "$root/docker/swarm-steps.sh"
base_port="${SWARM_TEST_BASE_PORT:-3650}"
timeout_s="${SWARM_TEST_TIMEOUT:-3600}"
stack="shop-swarm-$base_port"
edge="http://127.0.0.1:$base_port"
tag="swarm-$base_port"
apps=(api shell mfe-catalog mfe-cart-checkout mfe-account mfe-admin)

# swarm_made: 1 when this run made the swarm, 2 when also the docker_gwbridge network with it.
swarm_made=0 stack_up=0 secret_made=0 load_pid=""
cleanup() {
  local code=$?
  trap - EXIT INT TERM
  set +e
  [ -n "$load_pid" ] && kill -KILL "$load_pid" 2>/dev/null
  [ "$stack_up" = 1 ] && remove_stack
  [ "$secret_made" = 1 ] && docker secret rm "$TOKEN_SECRET_NAME" >/dev/null
  docker image ls --format '{{.Repository}}:{{.Tag}}' | grep -E "^shop-[a-z-]+:$tag(-|$)" |
    xargs -r docker rmi >/dev/null 2>&1 || true
  if [ "$swarm_made" != 0 ]; then
    log "docker swarm leave --force (this run made the swarm)"
    docker swarm leave --force >/dev/null
    # The bridge swarm made for its containers' way out stays after it is left.
    [ "$swarm_made" = 2 ] && docker network rm docker_gwbridge >/dev/null
  fi
  end_run $code
  exit $code
}
trap cleanup EXIT
trap 'exit 130' INT TERM
start_watchdog "$timeout_s"

# ---- 1. images ----------------------------------------------------------------------------------
start_engine
local_bases
copy_tree
export COMPOSE_PROJECT_NAME="shop-swarm-test-$base_port"
# A service's image as compose named it (project-service with compose v2, project_service v1).
built() {
  local name
  for name in "$COMPOSE_PROJECT_NAME-$1" "${COMPOSE_PROJECT_NAME}_$1"; do
    docker image inspect "$name" >/dev/null 2>&1 && { echo "$name"; return; }
  done
  die "no image built for $1"
}
build_images
for app in "${apps[@]}"; do docker tag "$(built "$app")" "shop-$app:$tag"; done
mark="(swarm rollout)"
bash "$root/docker/mark-catalogue.sh" "$mark" "$work/shop" || die "could not change the catalogue"
build_images mfe-catalog
docker tag "$(built mfe-catalog)" "shop-mfe-catalog:$tag-2"
# The API's next image: the same build under a new label, so every task is replaced.
printf 'FROM shop-api:%s\nLABEL shop.rollout=2\n' "$tag" | docker build -q -t "shop-api:$tag-2" - >/dev/null 2>&1
# An API that exits as it starts: the update that brings it in must roll back.
printf 'FROM shop-api:%s\nCMD ["node", "-e", "process.exit(3)"]\n' "$tag" |
  docker build -q -t "shop-api:$tag-broken" - >/dev/null 2>&1
log "building the edge (Debian's HAProxy on $LOCAL_DEBIAN_IMAGE)"
docker build -q -t "shop-edge:$tag" --build-arg DEBIAN_IMAGE="$LOCAL_DEBIAN_IMAGE" \
  --build-arg APT_MIRROR="$LOCAL_APT_MIRROR" "$work/shop/docker/edge" >"$work/edge-build.log" 2>&1 ||
  { tail -n 20 "$work/edge-build.log"; die "the edge's image"; }

# ---- 2. the swarm and the stack -----------------------------------------------------------------
if [ "$(docker info -f '{{.Swarm.LocalNodeState}}')" != active ]; then
  log "docker swarm init (a one-node swarm, on 127.0.0.1)"
  swarm_made=1
  if ! docker network inspect docker_gwbridge >/dev/null 2>&1; then
    # The bridge host-mode ports are published through, made as swarm would but binding them
    # on 127.0.0.1 only.
    docker network create --driver bridge --opt com.docker.network.bridge.name=docker_gwbridge \
      --opt com.docker.network.bridge.enable_icc=false \
      --opt com.docker.network.bridge.enable_ip_masquerade=true \
      --opt com.docker.network.bridge.host_binding_ipv4=127.0.0.1 docker_gwbridge >/dev/null
    swarm_made=2
  fi
  docker swarm init --advertise-addr 127.0.0.1 --listen-addr 127.0.0.1:2377 >/dev/null
fi
export TOKEN_SECRET_NAME="$stack-token-secret"
if ! docker secret inspect "$TOKEN_SECRET_NAME" >/dev/null 2>&1; then
  openssl rand -hex 32 | docker secret create "$TOKEN_SECRET_NAME" - >/dev/null
  secret_made=1
fi
export IMAGE_TAG="$tag" PUBLIC_HOST=localhost POSTGRES_IMAGE="$LOCAL_POSTGRES_IMAGE" REDIS_IMAGE="$LOCAL_REDIS_IMAGE"
export SHELL_PORT=$base_port MFE_CATALOG_PORT=$((base_port + 1)) MFE_CART_CHECKOUT_PORT=$((base_port + 2))
export MFE_ACCOUNT_PORT=$((base_port + 3)) MFE_ADMIN_PORT=$((base_port + 4))

t=$SECONDS
stack_up=1
log "docker stack deploy $stack"
(cd "$work/shop" && docker stack deploy -c docker-stack.yml --resolve-image never "$stack" >"$work/deploy.log" 2>&1) ||
  { cat "$work/deploy.log"; die "deploy"; }
converge 900
log "every service runs all its tasks after $((SECONDS - t)) s:"
services | sed 's/^/  /'
ss -ltnH "sport >= :$base_port and sport <= :$((base_port + 4))" | awk '{ print "  listening on " $4 }'

# ---- 3. rollouts and kills under load -----------------------------------------------------------
log "load: shoppers through the edge ($edge)"
node "$root/docker/swarm-load.mjs" "$edge" > >(sed -u 's/^/  /') 2>&1 &
load_pid=$!
sleep 20
roll mfe-catalog "shop-mfe-catalog:$tag-2" completed
serves_mark "$mark" || die "the edge does not serve the new catalogue build"
log "the edge serves the new catalogue build (its listing says \"$mark\")"
roll api "shop-api:$tag-2" completed --force
kill_task api
kill_task shell
roll api "shop-api:$tag-broken" rollback_completed
images="$(running_images api)"
[ -n "$images" ] && ! grep -qv ":$tag-2\$" <<<"$images" || die "the API's tasks are not all back on $tag-2"
log "the API rolled back to shop-api:$tag-2"

# ---- 4. the figures and the orders ------------------------------------------------------------
sleep 10
# Every step above ran under load only if the load is still running now.
kill -0 "$load_pid" 2>/dev/null ||
  die "the load ended before the rollouts and kills did (SWARM_LOAD_ORDERS, SWARM_LOAD_SECONDS)"
log "stopping the load"
kill -TERM "$load_pid"
wait "$load_pid" || die "the orders do not match"
load_pid=""
log "after the load:"
services | sed 's/^/  /'
