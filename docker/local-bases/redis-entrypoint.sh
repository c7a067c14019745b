#!/bin/sh
# As in the official image: other containers may connect (the network is the compose project's
# own), so protected mode, which admits only loopback clients without a password, is off.
set -eu
if [ "${1:-}" = redis-server ]; then
  shift
  exec redis-server --bind 0.0.0.0 --protected-mode no "$@"
fi
exec "$@"
