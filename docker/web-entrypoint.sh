#!/bin/sh
# A frontend container's start: publish the image's build into RELEASES_DIR, a volume that
# outlives the container and keeps the earlier builds' hashed files for tabs still running them,
# then serve it. The shell's server also answers /config.json from the environment; a remote's
# is the static server.
set -eu
cd /srv
if [ -f shared-build/server/release-cli.mjs ]; then
  # shop-release keeps the retention window (RELEASES_KEEP builds or RELEASES_KEEP_DAYS days).
  node shared-build/server/release-cli.mjs publish --dist "$APP/build" --releases "$RELEASES_DIR"
  [ "$APP" = shell ] && exec node shell/server-build/server.cjs
  exec node shared-build/server/cli.mjs --port "$PORT"
fi
# A static server without releases support: the build is copied over the previous ones (new
# entry files replace the old, old hashed files stay) and the folder served as it is.
cp -R "$APP/build/." "$RELEASES_DIR/"
[ "$APP" = shell ] && exec node shell/server-build/server.cjs
exec node shared-build/server/cli.mjs --dir "$RELEASES_DIR" --port "$PORT"
