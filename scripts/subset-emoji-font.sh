#!/usr/bin/env bash
# Remakes src/apps/chat/fonts/noto-emoji-subset.woff2: Noto Color Emoji (SIL OFL 1.1, from the npm
# package @fontsource/noto-color-emoji) cut down to the chat picker's emoji, read from
# src/apps/chat/components/emoji-grid.tsx. Run it after changing that list, then paste the
# unicode-range it prints into the @font-face of src/apps/chat/pages/chat-page.module.css.
# Needs Debian's python3-fonttools and python3-brotli (apt-get install python3-fonttools
# python3-brotli); nothing the app, its build or its tests use.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm pack --silent @fontsource/noto-color-emoji@5 >/dev/null && tar xzf ./*.tgz)
/usr/bin/python3 - "$work/package/files/noto-color-emoji-emoji-400-normal.woff2" <<'PY'
import re, sys
from fontTools import subset
source = open('src/apps/chat/components/emoji-grid.tsx', encoding='utf-8').read()
listed = re.search(r'emojis = \[(.*?)\] as const', source, re.S).group(1)
points = sorted({ord(ch) for emoji in re.findall(r"'([^']+)'", listed) for ch in emoji})
subset.main([
    sys.argv[1],
    '--unicodes=' + ','.join('U+%X' % point for point in points),
    '--drop-tables+=SVG ',  # Chromium, Firefox and Safari draw the COLR glyphs.
    '--layout-features=*',
    '--flavor=woff2',
    '--output-file=src/apps/chat/fonts/noto-emoji-subset.woff2',
])
print('unicode-range:', ', '.join('U+%X' % point for point in points))
PY
