#!/usr/bin/env bash
# Regenerates the site's media files under static/ with the Python package tools/media
# (read tools/media/__init__.py first; one module per group).
#
# Usage:
#   scripts/make-media.sh                # everything (about 10-20 minutes on 2 cores)
#   scripts/make-media.sh icons banners  # only some groups
#   scripts/make-media.sh --install      # apt-get the tools first (root), then everything
#   scripts/make-media.sh --list         # the files each group makes; --check: the tools it needs
#   scripts/make-media.sh --out DIR      # write into DIR instead of static/
#
# Groups (in order): brand icons pattern banners products solutions tiles hero aurora og popup
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PKGS=(ffmpeg imagemagick webp librsvg2-bin pngquant fonts-inter fonts-noto-cjk python3 python3-fonttools)

if [[ "${1:-}" == "--install" ]]; then
  shift
  apt-get update
  apt-get install -y "${PKGS[@]}"
fi

# Debian's python3 (the one python3-fonttools installs into), not a pyenv shim.
PY=/usr/bin/python3
[[ -x "$PY" ]] || PY=python3
# The package is found through PYTHONPATH, so a relative --out stays relative to where this runs.
PYTHONPATH="$ROOT${PYTHONPATH:+:$PYTHONPATH}" exec "$PY" -m tools.media "$@"
