# Debian's Redis on the local Debian root filesystem, started as the official redis image is:
# `redis-server [options]` as the command, reachable from the other containers.
ARG BASE
FROM ${BASE}
COPY redis-entrypoint.sh /usr/local/bin/redis-entrypoint.sh
USER redis
WORKDIR /var/lib/redis
EXPOSE 6379
ENTRYPOINT ["/usr/local/bin/redis-entrypoint.sh"]
CMD ["redis-server"]
