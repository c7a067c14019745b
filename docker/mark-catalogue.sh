#!/usr/bin/env bash
# docker/mark-catalogue.sh MARK DIR: the change the catalogue's redeploys make (test:compose,
# test:swarm) in the copy of the working tree at DIR — MARK after the listing's total ("Total N
# Products", found by its text), a component of a chunk the home page does not load, so a tab
# opened before the redeploy still needs the old build's chunk.
set -euo pipefail
f="$(cd "$2" && grep -rlF "t('products.total'" mfe-catalog/src --include=*.tsx | grep -v __tests__ | head -n1)"
[ -n "$f" ] || { echo "mark-catalogue: the listing's total is not found" >&2; exit 1; }
sed -i "s/{t('products\\.total', {[^}]*})}/&$1/" "$2/$f"
grep -qF "$1" "$2/$f"
