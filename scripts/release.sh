#!/usr/bin/env bash
# Builds the release of the current commit into OUTDIR:
#
#   alphabeta_VERSION_OS_ARCH.tar.gz   linux and darwin, amd64 and arm64
#   alphabeta_VERSION_windows_ARCH.zip windows, amd64 and arm64
#       each: alphabeta, alphabeta-xiangqi, pbrain-alphabeta (.exe on
#       Windows), README.md and docs/, in a folder of the archive's name
#   alphabeta_VERSION_gomocup.zip      pbrain-alphabeta.exe alone (windows/amd64),
#                                      ready to submit to Gomocup
#   alphabeta_VERSION_xiangqi-windows.zip  alphabeta-xiangqi.exe and README.txt
#                                      (protocol and options) for Xiangqi GUIs
#   SHA256SUMS                          sha256sum -c SHA256SUMS checks them
#
#   scripts/release.sh OUTDIR
#
# It builds from a clean clone of HEAD (uncommitted changes are left out, and
# said so): static binaries (CGO_ENABLED=0), -trimpath, and the commit
# stamped by the go command (-buildvcs=true; the go command stamps it only
# in a checkout whose .git is a directory, which a git worktree is not).
# VERSION is `git describe --tags --always` (a vX.Y.Z tag, or the short
# commit). Archives are reproducible: entries sorted, stamped with the
# commit's time. Needs git and Go only.
set -euo pipefail
out=${1:?usage: scripts/release.sh OUTDIR}
root=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$out"
out=$(cd "$out" && pwd)
if [ -n "$(ls -A "$out")" ]; then
  echo "release: $out is not empty (SHA256SUMS lists every file in it)" >&2
  exit 2
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$root" && go build -o "$work/archive" ./scripts/archive)
archive() { "$work/archive" "$@"; }

if [ -n "$(git -C "$root" status --porcelain --untracked-files=no)" ]; then
  echo "release: uncommitted changes are not in the release (it builds HEAD)" >&2
fi
rev=$(git -C "$root" rev-parse HEAD)
git clone --quiet --no-checkout "$root" "$work/src"
git -C "$work/src" -c advice.detachedHead=false checkout --quiet "$rev"
src=$work/src
version=$(git -C "$src" describe --tags --always --match 'v[0-9]*')
export SOURCE_DATE_EPOCH
SOURCE_DATE_EPOCH=$(git -C "$src" log -1 --format=%ct)

targets="linux/amd64 linux/arm64 darwin/amd64 darwin/arm64 windows/amd64 windows/arm64"
for target in $targets; do
  goos=${target%/*} goarch=${target#*/}
  name=alphabeta_${version}_${goos}_${goarch}
  dir=$work/stage/$name/$name
  mkdir -p "$dir"
  echo "release: $name" >&2
  (cd "$src" && CGO_ENABLED=0 GOOS=$goos GOARCH=$goarch \
    go build -trimpath -buildvcs=true -o "$dir/" ./cmd/alphabeta ./cmd/alphabeta-xiangqi ./cmd/pbrain-alphabeta)
  cp "$src/README.md" "$dir/"
  cp -r "$src/docs" "$dir/docs"
  if [ "$goos" = windows ]; then
    archive pack "$out/$name.zip" "$work/stage/$name"
  else
    archive pack "$out/$name.tar.gz" "$work/stage/$name"
  fi
done

# Gomocup: the brain alone at the root of the zip, windows/amd64.
win=$work/stage/alphabeta_${version}_windows_amd64/alphabeta_${version}_windows_amd64
mkdir -p "$work/gomocup" "$work/xiangqi"
cp "$win/pbrain-alphabeta.exe" "$work/gomocup/"
archive pack "$out/alphabeta_${version}_gomocup.zip" "$work/gomocup"

# Xiangqi GUIs: the engine and a short readme (protocol, options).
cp "$win/alphabeta-xiangqi.exe" "$work/xiangqi/"
{
  cat "$src/scripts/release/xiangqi-windows-README.txt"
  printf '\nThis build: %s (commit %s).\n' "$version" "$rev"
} | sed 's/$/\r/' > "$work/xiangqi/README.txt"
archive pack "$out/alphabeta_${version}_xiangqi-windows.zip" "$work/xiangqi"

archive sums "$out"
echo "release: $version ($rev) in $out" >&2
