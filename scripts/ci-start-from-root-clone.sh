#!/usr/bin/env bash
# Issue 30: `npm start` from a clone where a root user clones by default — inside a directory of
# /root with mode 700, which PostgreSQL's `postgres` user cannot enter. Clones this checkout there,
# reuses its installed node_modules (copied: `npm ci` would download again), runs `npm start` (build,
# then the production server on the embedded PostgreSQL in the clone's DATA_DIR), waits for
# /api/ready, signs in as the demo manager, stops the server (SIGTERM) and removes the directory.
# Fails when any step does, or when a directory outside the clone changed its permissions.
set -euo pipefail
cd "$(dirname "$0")/.."
checkout=$PWD
[ "$(id -u)" = 0 ] || { echo "run as root: this checks the first start of a root user's clone" >&2; exit 1; }

parent=$(mktemp -d -p /root lintel-ci-clone.XXXXXX)
chmod 700 "$parent"
server_pid=
cleanup() {
  if [ -n "$server_pid" ] && kill -0 -- "-$server_pid" 2>/dev/null; then
    kill -TERM -- "-$server_pid" 2>/dev/null || true
    for _ in $(seq 1 60); do kill -0 -- "-$server_pid" 2>/dev/null || break; sleep 0.5; done
  fi
  rm -rf "$parent"
}
trap cleanup EXIT
root_mode_before=$(stat -c %a /root)

clone="$parent/lintel"
git clone -q "$checkout" "$clone"
for dir in node_modules apps/server/node_modules apps/web/node_modules packages/shared/node_modules e2e/node_modules; do
  if [ -d "$checkout/$dir" ]; then cp -a "$checkout/$dir" "$clone/$dir"; fi
done

port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
log="$parent/start.log"
# A process group of its own (setsid), so SIGTERM reaches npm, the build and the server.
(cd "$clone" && PORT=$port HOST=127.0.0.1 DATA_DIR="$clone/data" exec setsid npm start) >"$log" 2>&1 &
server_pid=$!

ready=
for _ in $(seq 1 600); do
  if curl -sf "http://127.0.0.1:$port/api/ready" >/dev/null; then ready=1; break; fi
  kill -0 "$server_pid" 2>/dev/null || break
  sleep 0.5
done
if [ -z "$ready" ]; then
  echo "npm start from $clone did not become ready:" >&2
  tail -n 60 "$log" >&2
  exit 1
fi
curl -sf "http://127.0.0.1:$port/api/ready"; echo

login=$(curl -s -o /dev/null -w '%{http_code}' -H 'content-type: application/json' \
  -d '{"email":"manager@demo.lintel.app","password":"Lintel-demo-2026"}' "http://127.0.0.1:$port/api/auth/local/login")
if [ "$login" != 200 ]; then
  echo "the demo manager's sign-in answered $login" >&2
  tail -n 60 "$log" >&2
  exit 1
fi
echo "ready and the demo manager signed in (database: embedded PostgreSQL in $clone/data)"

if grep -q DeprecationWarning "$log"; then
  echo "start-up printed a DeprecationWarning:" >&2
  grep -A3 DeprecationWarning "$log" >&2
  exit 1
fi

kill -TERM -- "-$server_pid"
# Every process of the group (npm, the server) has ended: the server stops its PostgreSQL first.
for _ in $(seq 1 120); do kill -0 -- "-$server_pid" 2>/dev/null || break; sleep 0.5; done
if kill -0 -- "-$server_pid" 2>/dev/null; then echo "the server did not stop on SIGTERM" >&2; exit 1; fi
server_pid=
if [ -f "$clone/data/pg/postmaster.pid" ]; then echo "the embedded PostgreSQL server was left running" >&2; exit 1; fi
[ "$(stat -c %a "$parent")" = 700 ] || { echo "$parent is no longer mode 700" >&2; exit 1; }
[ "$(stat -c %a /root)" = "$root_mode_before" ] || { echo "/root changed its mode" >&2; exit 1; }
echo "stopped cleanly; no permission outside the clone changed"
