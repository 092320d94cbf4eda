#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster:
#   bash scripts/with-postgres.sh npx vitest run --project server
# initdb into a temp dir, pg_ctl on 127.0.0.1 at a port free at that moment (PGPORT to choose one), DATABASE_URL
# exported for the command, cluster stopped and removed afterwards (also on failure or Ctrl-C). Two runs at once
# (two worktrees, two terminals) each get their own port: the kernel hands out a free one, and a start that loses it
# to another process in between tries again with a new one. Works as root: the cluster runs as the `postgres`
# user (or `nobody`), since initdb refuses to run as root.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: bash scripts/with-postgres.sh COMMAND [ARGS...]" >&2
  exit 2
fi

# A port the kernel calls free now (bound to 0 and let go); Node is on every machine that runs this project.
free_port() {
  node -e "const s = require('node:net').createServer(); s.listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close() })"
}

find_bindir() {
  local dir
  if command -v pg_config >/dev/null 2>&1; then
    dir="$(pg_config --bindir 2>/dev/null || true)"
    if [ -n "$dir" ] && [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then echo "$dir"; return; fi
  fi
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then echo "$dir"; return; fi
  done
  if command -v pg_ctl >/dev/null 2>&1 && command -v initdb >/dev/null 2>&1; then
    dirname "$(command -v pg_ctl)"; return
  fi
  echo "with-postgres: PostgreSQL server binaries not found (install postgresql, e.g. apt-get install -y postgresql)" >&2
  exit 1
}

BINDIR="$(find_bindir)"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/ring-pg.XXXXXX")"
DATA="$WORK/data"

# Who runs the cluster: ourselves unless root; then postgres (or nobody).
RUN_AS=""
if [ "$(id -u)" = "0" ]; then
  if id postgres >/dev/null 2>&1; then RUN_AS=postgres; else RUN_AS=nobody; fi
  chown "$RUN_AS" "$WORK"
  chmod 700 "$WORK"
fi

as_db_user() {
  if [ -z "$RUN_AS" ]; then
    "$@"
  elif command -v runuser >/dev/null 2>&1; then
    runuser -u "$RUN_AS" -- "$@"
  else
    su -s /bin/sh "$RUN_AS" -c "$(printf '%q ' "$@")"
  fi
}

cleanup() {
  local status=$?
  if [ -f "$DATA/postmaster.pid" ]; then
    as_db_user "$BINDIR/pg_ctl" -D "$DATA" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$WORK"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

as_db_user "$BINDIR/initdb" -D "$DATA" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >"$WORK/initdb.log" 2>&1 \
  || as_db_user "$BINDIR/initdb" -D "$DATA" -U postgres -A trust -E UTF8 --locale=C >"$WORK/initdb.log" 2>&1 \
  || { cat "$WORK/initdb.log" >&2; exit 1; }

# A throwaway cluster: no durability needed, so skip fsync for speed. A port taken between free_port and the
# start (another run picked it too) fails the start with "Address already in use": then again on a new port.
start_cluster() {
  as_db_user "$BINDIR/pg_ctl" -D "$DATA" -l "$LOG" -w -t 30 \
    -o "-h 127.0.0.1 -p $1 -k $WORK -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
    start >/dev/null
}
TRIES=5
for try in $(seq 1 "$TRIES"); do
  PORT="${PGPORT:-$(free_port)}"
  LOG="$WORK/postgres-$try.log"
  if start_cluster "$PORT"; then break; fi
  if [ -n "${PGPORT:-}" ] || [ "$try" = "$TRIES" ] || ! grep -qi "address already in use" "$LOG"; then
    cat "$LOG" >&2
    exit 1
  fi
  echo "with-postgres: port $PORT was taken meanwhile, trying another" >&2
done

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "with-postgres: PostgreSQL $("$BINDIR/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT (DATABASE_URL set)"

set +e
"$@"
STATUS=$?
set -e
exit "$STATUS"
