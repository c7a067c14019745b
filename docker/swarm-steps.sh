# Sourced by docker/test-swarm.sh: the steps it takes on the deployed stack ($stack), each
# waiting until swarm has done what was asked, within a time limit.

services() { docker stack services "$stack" --format '{{.Name}} {{.Replicas}} {{.Image}}' | sort; }

# Until every service runs as many tasks as it asks for (a task counts once its healthcheck has
# passed).
converge() {
  local deadline=$((SECONDS + $1))
  until services | awk '{ split($2, r, "/"); if (r[1] != r[2] + 0) bad = 1 } END { exit bad }'; do
    if [ $SECONDS -ge $deadline ]; then
      services | sed 's/^/  /'
      docker stack ps "$stack" --no-trunc --format '{{.Name}} {{.CurrentState}} {{.Error}}' |
        grep -v Running | tail -n 20 | sed 's/^/  /'
      die "the stack did not converge in $1 s"
    fi
    sleep 3
  done
}

# A service's last update: when it started, and its state.
update_status() {
  docker service inspect -f '{{ if .UpdateStatus }}{{ .UpdateStatus.StartedAt }}|{{ .UpdateStatus.State }}{{ end }}' "$1"
}

# roll SERVICE IMAGE EXPECTED_STATE [flags]: a rolling update to IMAGE, waited for until its
# state is EXPECTED_STATE (completed, or rollback_completed for one that must fail).
roll() {
  local service="${stack}_$1" image=$2 expected=$3 before status t=$SECONDS deadline=$((SECONDS + 900))
  shift 3
  before="$(update_status "$service")"
  before="${before%|*}"
  log "docker service update${*:+ $*} --image $image $service"
  # The images are the node's own (a one-node swarm): no registry is asked for their digest.
  docker service update -d -q --no-resolve-image "$@" --image "$image" "$service" >/dev/null
  while :; do
    status="$(update_status "$service")"
    if [ -n "$status" ] && [ "${status%|*}" != "$before" ]; then
      case "${status#*|}" in
        "$expected") break ;;
        paused | rollback_paused | completed | rollback_completed)
          die "$service: update ${status#*|}: $(docker service inspect -f '{{ .UpdateStatus.Message }}' "$service")" ;;
      esac
    fi
    [ $SECONDS -ge $deadline ] && die "$service: no $expected in time (${status#*|})"
    sleep 2
  done
  log "$service: update $expected in $((SECONDS - t)) s ($(docker service inspect -f '{{ .UpdateStatus.Message }}' "$service"))"
}

# The ids of a service's containers that are up and healthy.
healthy() {
  docker ps -q --filter "label=com.docker.swarm.service.name=${stack}_$1" --filter health=healthy
}

# kill_task SERVICE: `docker kill` one task's container, then wait until swarm has replaced it.
kill_task() {
  local service="${stack}_$1" victim replicas t=$SECONDS deadline=$((SECONDS + 300))
  victim="$(healthy "$1" | head -n1)"
  [ -n "$victim" ] || die "$service has no task to kill"
  replicas="$(docker service inspect -f '{{ .Spec.Mode.Replicated.Replicas }}' "$service")"
  log "docker kill $victim (a task of $service)"
  docker kill "$victim" >/dev/null
  until [ "$(healthy "$1" | grep -cv "^$victim")" -ge "$replicas" ]; do
    [ $SECONDS -ge $deadline ] && die "$service: the killed task was not replaced in time"
    sleep 2
  done
  log "$service: $replicas tasks healthy again $((SECONDS - t)) s after the kill"
}

running_images() {
  docker service ps "${stack}_$1" --filter desired-state=running --format '{{ .Image }}'
}

# Whether a JS file the catalogue's manifest lists, fetched through the edge, holds the mark.
serves_mark() {
  node --input-type=module -e '
    const [origin, mark] = process.argv.slice(1);
    const manifest = await (await fetch(`${origin}/mf-manifest.json`)).json();
    const files = new Set(JSON.stringify(manifest).match(/[^"]+\.js(?=")/g));
    for (const file of files) {
      const body = await (await fetch(new URL(file, `${origin}/`))).text();
      if (body.includes(mark)) process.exit(0);
    }
    process.exit(1);
  ' "http://127.0.0.1:$MFE_CATALOG_PORT" "$1"
}

# `docker stack rm`, then its containers, networks and volumes gone.
remove_stack() {
  local filter="label=com.docker.stack.namespace=$stack" volumes
  log "docker stack rm $stack"
  docker stack rm "$stack" >/dev/null || true
  for _ in $(seq 1 60); do
    [ -z "$(docker ps -aq --filter "$filter")$(docker network ls -q --filter "$filter")" ] && break
    sleep 2
  done
  docker ps -aq --filter "$filter" | xargs -r docker rm -f >/dev/null
  volumes="$(docker volume ls -q --filter "$filter"; docker volume ls -q --filter "name=^${stack}_")"
  sort -u <<<"$volumes" | xargs -r docker volume rm >/dev/null || true
}
