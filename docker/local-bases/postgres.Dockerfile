# Debian's PostgreSQL on the local Debian root filesystem, started as the official postgres image
# is: POSTGRES_USER, POSTGRES_PASSWORD and POSTGRES_DB create the first user and database, and
# the data lives under /var/lib/postgresql (the volume the shop's compose file mounts there).
ARG BASE
FROM ${BASE}
# The cluster the package made at install time is not used; the entry point makes its own.
RUN major="$(ls /usr/lib/postgresql)" \
  && rm -rf "/etc/postgresql/$major" "/var/lib/postgresql/$major" \
  && ln -s "/usr/lib/postgresql/$major/bin" /usr/local/lib/postgresql-bin \
  && mkdir -p /var/run/postgresql && chown postgres:postgres /var/run/postgresql /var/lib/postgresql
COPY postgres-entrypoint.sh /usr/local/bin/postgres-entrypoint.sh
ENV PATH=/usr/local/lib/postgresql-bin:$PATH \
    PGDATA=/var/lib/postgresql/data
USER postgres
STOPSIGNAL SIGINT
EXPOSE 5432
ENTRYPOINT ["/usr/local/bin/postgres-entrypoint.sh"]
CMD ["postgres"]
