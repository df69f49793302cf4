#!/bin/sh
# tini (PID 1) forwards SIGTERM/SIGINT to this process tree; exec keeps npm as its direct child.
set -e
mkdir -p "${DATA_DIR:-/data}" "${MODELS_DIR:-/models}"
if [ -n "${BACKUP_DIR:-}" ]; then mkdir -p "$BACKUP_DIR"; fi
exec "$@"
