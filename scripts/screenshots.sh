#!/usr/bin/env bash
# `npm run screenshots`: runs the browser tests, which save screenshots to target/screenshots,
# and copies them into docs/screenshots for the README and the guides. Tests never write tracked files; this
# is the one explicit way their pictures change.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh
node --test e2e/
mkdir -p docs/screenshots
cp target/screenshots/*.png docs/screenshots/
echo "screenshots: docs/screenshots refreshed; review with git diff --stat docs/screenshots"
