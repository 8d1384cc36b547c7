#!/usr/bin/env bash
# Regenerates client/public/media/demo-safety-video.webm, the safety video of the demo site DEMO
# (server/db/demo-data.ts, videoUrl /media/demo-safety-video.webm): six slides of big Hebrew and
# English text about site safety, 5 s each (30 s), VP9 without sound, well under 600 KB.
# Needs ffmpeg with libfreetype, libfribidi (right-to-left Hebrew) and libvpx, and the DejaVu
# fonts (Debian: apt-get install ffmpeg fonts-dejavu-core).
# Run from anywhere: scripts/make-demo-video.sh [output.webm]
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:-$root/client/public/media/demo-safety-video.webm}"
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
seconds=5
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# colour|Hebrew line|English line
slides=(
  '0x1e3a8a|בטיחות באתר|Site safety briefing'
  '0xb45309|חובה לחבוש קסדה|Always wear a helmet'
  '0xb91c1c|מעל 2 מטר: רתמה מחוברת|Above 2 m: harness attached'
  '0x0f766e|משטח עבודה: 60 ס"מ לפחות|Work surface at least 60 cm wide'
  '0x7c2d12|ראיתם סכנה? דווחו מיד|See a hazard? Report it at once'
  '0x166534|עבודה בטוחה!|Work safely!'
)

inputs=()
filters=''
for i in "${!slides[@]}"; do
  IFS='|' read -r colour hebrew english <<<"${slides[$i]}"
  # Text files spare the filter graph from escaping quotes and colons. drawtext lays a line out
  # left to right, so right-to-left marks around the Hebrew keep end punctuation at its end.
  printf '\u200f%s\u200f' "$hebrew" >"$work/he-$i.txt"
  printf '%s' "$english" >"$work/en-$i.txt"
  inputs+=(-f lavfi -t "$seconds" -i "color=c=$colour:s=640x360:r=12")
  filters+="[$i:v]drawtext=fontfile=$font:textfile=$work/he-$i.txt:text_shaping=1:fontsize=40:"
  filters+="fontcolor=white:x=(w-text_w)/2:y=h/2-60,"
  filters+="drawtext=fontfile=$font:textfile=$work/en-$i.txt:fontsize=28:fontcolor=white@0.9:"
  filters+="x=(w-text_w)/2:y=h/2+20,"
  filters+="fade=t=in:st=0:d=0.4,fade=t=out:st=$((seconds - 1)).6:d=0.4[s$i];"
done
concat=''
for i in "${!slides[@]}"; do concat+="[s$i]"; done
filters+="${concat}concat=n=${#slides[@]}:v=1:a=0,format=yuv420p[v]"

mkdir -p "$(dirname "$out")"
ffmpeg -hide_banner -loglevel error -y "${inputs[@]}" -filter_complex "$filters" -map '[v]' \
  -c:v libvpx-vp9 -b:v 0 -crf 45 -deadline good -cpu-used 4 -row-mt 1 -an "$out"
echo "wrote $out ($(stat -c %s "$out") bytes)"
