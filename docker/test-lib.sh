# Sourced by docker/test-compose.sh and docker/test-swarm.sh: the pieces both runs share — the
# log, the time limit, a Docker engine, the local base images and the shop's images built from a
# copy of the working tree. The sourcing script sets `label` (its name in the log) and `root`.
started=$SECONDS
log() { printf '[%s %4ds] %s\n' "$label" "$((SECONDS - started))" "$*"; }
die() { log "FAILED: $*"; exit 1; }

work="$(mktemp -d)"
dockerd_pid=""
watchdog=""
# The shop's images are built from docker-compose.yml, with the local base images substituted.
export COMPOSE_FILE="docker-compose.yml:docker/compose.local-bases.yml"

# Past the limit the run is ended; the script's EXIT trap still cleans up.
start_watchdog() {
  (sleep "$1" && log "time is up (${1}s)" && kill -TERM $$) 2>/dev/null &
  watchdog=$!
}

apt_install() {
  log "apt-get install $*"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

# Debian's docker.io (and docker-compose) when missing; dockerd started in the background when
# no engine answers, and stopped by end_run.
start_engine() {
  command -v dockerd >/dev/null || apt_install docker.io
  if docker compose version >/dev/null 2>&1; then
    compose_cmd=(docker compose)
  else
    command -v docker-compose >/dev/null || apt_install docker-compose
    compose_cmd=(docker-compose)
  fi
  if ! docker info >/dev/null 2>&1; then
    log "no Docker engine answers: starting dockerd"
    dockerd >"$work/dockerd.log" 2>&1 &
    dockerd_pid=$!
    for _ in $(seq 1 60); do docker info >/dev/null 2>&1 && break; sleep 1; done
    docker info >/dev/null 2>&1 || { tail -n 20 "$work/dockerd.log"; die "dockerd did not start"; }
  fi
  log "engine: Docker $(docker version -f '{{.Server.Version}}'), compose: $(compose version --short 2>/dev/null || compose version | head -n1)"
}
compose() { "${compose_cmd[@]}" "$@"; }

# docker/local-bases/build.sh: its images, reused between runs, as LOCAL_*_IMAGE (and the mirror
# they come from as LOCAL_APT_MIRROR).
local_bases() {
  local t=$SECONDS
  eval "$(bash "$root/docker/local-bases/build.sh" | sed -n 's/^\(LOCAL_[A-Z_]*=[^ ]*\)$/export \1/p')"
  log "base images ready in $((SECONDS - t)) s: $LOCAL_NODE_IMAGE, $LOCAL_POSTGRES_IMAGE, $LOCAL_REDIS_IMAGE"
}

# Tracked and new files, as they are in the working tree (what `git status` would commit), in
# $work/shop: the images are built, and changed, there and never in the checkout.
copy_tree() {
  mkdir -p "$work/shop"
  (cd "$root" && git ls-files -z --cached --others --exclude-standard |
    while IFS= read -r -d '' f; do [ -e "$f" ] && printf '%s\0' "$f"; done |
    tar --null -T - -cf -) | tar -xf - -C "$work/shop"
  [ -f "$work/shop/docker-compose.yml" ] || die "could not copy the working tree"
}

# `docker compose build` in the copy, for the services named (all when none).
build_images() {
  local t=$SECONDS
  log "docker compose build${*:+ $*}"
  (cd "$work/shop" && compose build "$@" >"$work/build.log" 2>&1) ||
    { tail -n 40 "$work/build.log"; die "build"; }
  log "images built in $((SECONDS - t)) s"
}

# The end of every run: the engine it started is stopped, the copy removed, the verdict logged.
end_run() {
  local code=$1
  [ -n "$watchdog" ] && kill "$watchdog" 2>/dev/null
  if [ -n "$dockerd_pid" ]; then
    log "stopping the dockerd this run started"
    kill "$dockerd_pid" 2>/dev/null
    for _ in $(seq 1 30); do kill -0 "$dockerd_pid" 2>/dev/null || break; sleep 1; done
  fi
  rm -rf "$work"
  log "$([ "$code" = 0 ] && echo passed || echo "failed ($code)") in $((SECONDS - started)) s"
}
