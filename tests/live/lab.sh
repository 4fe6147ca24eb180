#!/usr/bin/env bash
# The network lab of live play (issue 31): two homes on a small internet, each behind its
# own NAT router, built with network namespaces.
#
#   rl-net   the internet: a bridge at 198.51.100.1, where coturn answers as STUN and TURN
#            (port 3478, user "lab", password "lab-secret") and the site is served
#   rl-r1/2  the home routers: WAN 198.51.100.11/.12, LAN 10.1.0.1/10.2.0.1; they masquerade
#            and drop what nobody inside asked for
#   rl-h1/2  the homes: 10.1.0.2 and 10.2.0.2, where Chromium runs
#   rl-isp   the rest of the internet, the internet's default route: it drops what it is
#            sent (a private address, say), silently, as the real one does
#
# Usage (as root, with CAP_NET_ADMIN):
#   tests/live/lab.sh            builds the lab, runs tests/e2e/live_lab.mjs in it, tears it
#                                down (also on failure); fails, saying why, where it cannot run
#   tests/live/lab.sh up|down    builds (after tearing down any leftover lab) or removes it
#   tests/live/lab.sh nat ordinary|strict   the routers' NAT: ordinary keeps a home's port
#                                for every destination; strict (symmetric) maps every
#                                destination to a new port
#   tests/live/lab.sh uplink 1|2 down|up    cuts or restores a home's link to the internet
set -euo pipefail
cd "$(dirname "$0")/../.."

NETNS=(rl-net rl-r1 rl-r2 rl-h1 rl-h2 rl-isp)
RUN=/tmp/rosette-lab
SERVER=198.51.100.1

fail() {
  echo "live lab: $*" >&2
  exit 1
}

# Whether this shell may build namespaces: root with CAP_NET_ADMIN and the tools installed.
can_run() {
  [ "$(id -u)" = 0 ] || fail "needs root with CAP_NET_ADMIN (CI runs as root); this shell is $(id -un). The lab did NOT run."
  for tool in ip nft turnserver; do
    command -v "$tool" >/dev/null || fail "$tool is missing: run ./scripts/setup. The lab did NOT run."
  done
  ip netns add rl-probe 2>/dev/null || fail "cannot create a network namespace (no CAP_NET_ADMIN here?). The lab did NOT run."
  ip netns del rl-probe
}

in_ns() {
  local ns=$1
  shift
  ip netns exec "$ns" "$@"
}

down() {
  for ns in "${NETNS[@]}"; do
    [ -e "/run/netns/$ns" ] || continue
    # The lab's own processes (coturn, the test, Chromium), by their ids.
    for pid in $(ip netns pids "$ns" 2>/dev/null); do kill "$pid" 2>/dev/null || true; done
  done
  for ns in "${NETNS[@]}"; do
    for _ in 1 2 3 4 5 6 7 8 9 10; do
      [ -z "$(ip netns pids "$ns" 2>/dev/null)" ] && break
      sleep 0.2
    done
    for pid in $(ip netns pids "$ns" 2>/dev/null); do kill -9 "$pid" 2>/dev/null || true; done
    ip netns del "$ns" 2>/dev/null || true
  done
  rm -rf "$RUN"
}

# nat <kind>: both routers masquerade as `kind` says, and drop unsolicited inbound packets.
nat() {
  local kind=$1 flags=
  case "$kind" in
    ordinary) flags= ;;
    strict) flags=fully-random ;;
    *) fail "nat: ordinary or strict, not $kind" ;;
  esac
  for r in 1 2; do
    in_ns "rl-r$r" nft -f - <<EOF
flush ruleset
table ip home {
  chain postrouting {
    type nat hook postrouting priority srcnat; policy accept;
    oifname "wan" masquerade $flags
  }
  chain forward {
    type filter hook forward priority filter; policy drop;
    ct state established,related accept
    iifname "lan" oifname "wan" accept
  }
  chain input {
    type filter hook input priority filter; policy accept;
    iifname "wan" ct state established,related accept
    iifname "wan" drop
  }
}
EOF
  done
}

# uplink <home> up|down: the internet's end of the home router's link.
uplink() {
  in_ns rl-net ip link set "up$1" "$2"
}

up() {
  down
  mkdir -p "$RUN"
  for ns in "${NETNS[@]}"; do
    ip netns add "$ns"
    in_ns "$ns" ip link set lo up
    in_ns "$ns" sysctl -qw net.ipv6.conf.all.disable_ipv6=1
  done
  in_ns rl-net ip link add inet type bridge
  in_ns rl-net ip addr add "$SERVER/24" dev inet
  in_ns rl-net ip link set inet up
  ip link add isp netns rl-net type veth peer name eth0 netns rl-isp
  in_ns rl-net ip addr add 192.0.2.1/30 dev isp
  in_ns rl-net ip link set isp up
  in_ns rl-isp ip addr add 192.0.2.2/30 dev eth0
  in_ns rl-isp ip link set eth0 up
  in_ns rl-net ip route add default via 192.0.2.2
  for r in 1 2; do
    # The router's WAN, on the internet's bridge.
    ip link add wan netns "rl-r$r" type veth peer name "up$r" netns rl-net
    in_ns rl-net ip link set "up$r" master inet up
    in_ns "rl-r$r" ip addr add "198.51.100.1$r/24" dev wan
    in_ns "rl-r$r" ip link set wan up
    # The home's LAN.
    ip link add lan netns "rl-r$r" type veth peer name eth0 netns "rl-h$r"
    in_ns "rl-r$r" ip addr add "10.$r.0.1/24" dev lan
    in_ns "rl-r$r" ip link set lan up
    in_ns "rl-r$r" sysctl -qw net.ipv4.ip_forward=1
    in_ns "rl-h$r" ip addr add "10.$r.0.2/24" dev eth0
    in_ns "rl-h$r" ip link set eth0 up
    in_ns "rl-h$r" ip route add default via "10.$r.0.1"
  done
  nat ordinary
  # coturn, as STUN and TURN, on the internet side.
  in_ns rl-net turnserver --daemon --pidfile "$RUN/turnserver.pid" \
    --listening-ip "$SERVER" --relay-ip "$SERVER" --listening-port 3478 \
    --min-port 49152 --max-port 49999 --realm lab --lt-cred-mech --user lab:lab-secret \
    --fingerprint --no-tls --no-dtls --no-cli --no-tcp-relay --log-file "$RUN/turnserver.log" \
    --simple-log --allow-loopback-peers
  for _ in $(seq 50); do
    in_ns rl-net ss -lun | grep -q "$SERVER:3478" && break
    sleep 0.1
  done
  in_ns rl-net ss -lun | grep -q "$SERVER:3478" || fail "coturn did not start: $(tail -n 5 "$RUN"/turnserver*.log 2>/dev/null)"
  # Each home reaches the internet (coturn also listens on TCP).
  for h in 1 2; do
    in_ns "rl-h$h" timeout 3 bash -c "</dev/tcp/$SERVER/3478" || fail "home $h cannot reach the internet"
  done
}

case "${1:-run}" in
  up) can_run; up ;;
  down) down ;;
  nat) nat "$2" ;;
  uplink) uplink "$2" "$3" ;;
  run)
    can_run
    [ -f dist/index.html ] || fail "dist/ is not built: run ./scripts/build-web first. The lab did NOT run."
    # Torn down however the run ends (a failure, Ctrl-C); a lab left by an earlier run is
    # removed by `up`.
    trap down EXIT
    trap 'exit 130' INT TERM
    up
    # The test runs on the internet side (it serves the site there) and starts each home's
    # Chromium through `ip netns exec`.
    in_ns rl-net node tests/e2e/live_lab.mjs "${@:2}"
    ;;
  *) fail "usage: $0 [run [case filter]|up|down|nat ordinary|strict|uplink 1|2 down|up]" ;;
esac
