#!/bin/sh
# pyflakes over the media generator and its tests (`npm run lint`; .ci/run installs Debian's
# python3-pyflakes). Debian's python3 first, where apt installs pyflakes; else the one on PATH.
set -e
cd "$(dirname "$0")/.."
python=python3
[ -x /usr/bin/python3 ] && python=/usr/bin/python3
if ! "$python" -c 'import pyflakes' 2>/dev/null; then
  echo "pyflakes is missing: apt-get install -y python3-pyflakes" >&2
  exit 1
fi
"$python" -m pyflakes tools test/unit/media_test.py
echo "pyflakes: tools/ and test/unit/media_test.py clean"
