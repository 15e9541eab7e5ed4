#!/usr/bin/env bash
# A single-node Slurm cluster on this machine, from Debian's packages, for
# running Lab experiments through sbatch as on a real cluster (no systemd
# needed; must run as root).
#   scripts/slurm-local.sh up      install (once), start munged, slurmctld, slurmd; wait until the node is idle
#   scripts/slurm-local.sh down    stop the daemons it started
#   scripts/slurm-local.sh status  print sinfo, exit 0 if the node answers
# The configuration goes to /etc/slurm/slurm.conf (the previous one, if any,
# is kept as slurm.conf.solopddl-backup); logs to /var/log/slurm/.
set -euo pipefail

conf_dir=/etc/slurm
conf="$conf_dir/slurm.conf"
log_dir=/var/log/slurm
ctld_pid=/run/slurmctld.pid
slurmd_pid=/run/slurmd.pid
munge_pid=/run/munge/munged.pid

die() { echo "slurm-local: $*" >&2; exit 1; }

install_packages() {
  if command -v slurmctld >/dev/null && command -v slurmd >/dev/null && command -v sbatch >/dev/null \
    && command -v munged >/dev/null; then
    return
  fi
  [ "$(id -u)" = 0 ] || die "installing Slurm needs root (apt-get)"
  echo "slurm-local: installing slurmctld slurmd slurm-client munge from Debian's packages" >&2
  export DEBIAN_FRONTEND=noninteractive
  local log
  log="$(mktemp)"
  if ! { apt-get update -qq && apt-get install -y -qq --no-install-recommends slurmctld slurmd slurm-client munge; } >"$log" 2>&1; then
    cat "$log" >&2
    rm -f "$log"
    die "apt-get failed"
  fi
  rm -f "$log"
}

# A daemon's pid file names a live process of that name.
running() {
  local pidfile="$1" name="$2" pid
  [ -f "$pidfile" ] || return 1
  pid="$(cat "$pidfile" 2>/dev/null)" || return 1
  [ -n "$pid" ] && [ -r "/proc/$pid/comm" ] && [ "$(cat "/proc/$pid/comm")" = "$name" ]
}

start_munge() {
  if running "$munge_pid" munged; then return; fi
  mkdir -p /run/munge /var/log/munge /var/lib/munge /etc/munge
  if [ ! -s /etc/munge/munge.key ]; then
    if command -v mungekey >/dev/null; then mungekey -c -f >&2; else
      dd if=/dev/urandom of=/etc/munge/munge.key bs=1 count=1024 status=none
    fi
  fi
  chown -R munge:munge /run/munge /var/log/munge /var/lib/munge /etc/munge
  chmod 700 /etc/munge
  chmod 400 /etc/munge/munge.key
  runuser -u munge -- /usr/sbin/munged
  for _ in $(seq 50); do
    if munge -n 2>/dev/null | unmunge >/dev/null 2>&1; then return; fi
    sleep 0.1
  done
  die "munged did not start (see /var/log/munge/munged.log)"
}

write_conf() {
  local host cpus mem_mb
  host="$(hostname -s)"
  cpus="$(nproc)"
  # RealMemory a little under the machine's, in MB.
  mem_mb=$(( $(awk '/MemTotal/ {print $2}' /proc/meminfo) / 1024 * 9 / 10 ))
  mkdir -p "$conf_dir" "$log_dir" /var/spool/slurmctld /var/spool/slurmd
  if [ -f "$conf" ] && ! grep -q "written by solopddl" "$conf"; then
    cp "$conf" "$conf.solopddl-backup"
  fi
  cat > "$conf" <<EOF
# Single-node cluster written by solopddl's scripts/slurm-local.sh.
ClusterName=solopddl
SlurmctldHost=$host
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
StateSaveLocation=/var/spool/slurmctld
SlurmdSpoolDir=/var/spool/slurmd
SlurmctldPidFile=$ctld_pid
SlurmdPidFile=$slurmd_pid
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core_Memory
DefMemPerCPU=1024
ReturnToService=2
MailProg=/bin/true
MpiDefault=none
SlurmctldLogFile=$log_dir/slurmctld.log
SlurmdLogFile=$log_dir/slurmd.log
NodeName=$host CPUs=$cpus RealMemory=$mem_mb State=UNKNOWN
PartitionName=debug Nodes=$host Default=YES MaxTime=INFINITE State=UP
EOF
}

node_idle() {
  sinfo -h -o "%T" 2>/dev/null | grep -qE "^(idle|mixed|allocated)"
}

up() {
  install_packages
  start_munge
  write_conf
  if ! running "$ctld_pid" slurmctld; then
    rm -f "$ctld_pid"
    slurmctld
  fi
  if ! running "$slurmd_pid" slurmd; then
    rm -f "$slurmd_pid"
    slurmd
  fi
  for _ in $(seq 120); do
    if node_idle; then
      echo "slurm-local: node $(hostname -s) is up (partition debug)" >&2
      return
    fi
    sleep 0.5
  done
  sinfo >&2 || true
  die "the node did not become idle within 60 s (see $log_dir/)"
}

stop() {
  local pidfile="$1" name="$2"
  if running "$pidfile" "$name"; then
    kill "$(cat "$pidfile")"
    for _ in $(seq 50); do
      running "$pidfile" "$name" || break
      sleep 0.1
    done
  fi
  rm -f "$pidfile"
}

down() {
  stop "$slurmd_pid" slurmd
  stop "$ctld_pid" slurmctld
  stop "$munge_pid" munged
  echo "slurm-local: stopped" >&2
}

case "${1:-}" in
  up) up ;;
  down) down ;;
  status) sinfo && node_idle ;;
  *) echo "usage: scripts/slurm-local.sh up|down|status" >&2; exit 2 ;;
esac
