#!/usr/bin/env bash
# Installs what building scenectl needs beyond the Swift toolchain:
# libyaml and libxml2 (headers and libraries), the static libraries a release build links in
# with libxml2 (ICU, liblzma, zlib; Package.swift) and pkg-config, from Debian's packages.
# Runs apt-get as root, or through sudo when not root.
set -euo pipefail
if pkg-config --exists yaml-0.1 libxml-2.0 icu-uc liblzma zlib 2>/dev/null; then
  exit 0
fi
if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq libyaml-dev libxml2-dev libicu-dev liblzma-dev zlib1g-dev \
  pkg-config >/dev/null
