#!/usr/bin/env bash
# Makes the demo network's featured video (decision 104): 8 seconds of 640x360 VP9 WebM with no sound,
# the product's blue with a caption, the seconds counting and a bar that fills as it plays, marked at
# its quarters (the 25/50/75 % progress the profile reports). Needs ffmpeg (apt-get install ffmpeg).
# The output is committed; run this only to change the video, then check its size (well under 300 KB).
set -euo pipefail
cd "$(dirname "$0")/.."
out=apps/server/src/media/demo/welcome.webm
font=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
bold=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
seconds=8
filters=(
  "drawtext=fontfile=$bold:text='Find a Doctor':fontcolor=white:fontsize=40:x=(w-text_w)/2:y=40"
  "drawtext=fontfile=$font:text='Demo video, served by our own server':fontcolor=white:fontsize=24:x=(w-text_w)/2:y=100"
  "drawtext=fontfile=$font:text='%{eif\:t\:d} s of $seconds s':fontcolor=white:fontsize=22:x=(w-text_w)/2:y=144"
  "drawbox=x=64:y=188:w=512:h=16:color=white@0.35:t=fill"
)
# The filling bar: a white bar slid in from the left (overlay places it per frame; drawbox cannot),
# its part left of the track painted over again, then the quarter marks on top. Everything stands in
# the upper part of the frame: the lower part is where the player shows its captions and controls.
after=(
  "drawbox=x=0:y=188:w=64:h=16:color=0x1f5f8b:t=fill"
  "drawbox=x=191:y=180:w=2:h=32:color=0xffd166:t=fill"
  "drawbox=x=319:y=180:w=2:h=32:color=0xffd166:t=fill"
  "drawbox=x=447:y=180:w=2:h=32:color=0xffd166:t=fill"
)
filter="[0]$(IFS=,; echo "${filters[*]}")[track];[1]format=yuv420p[bar];"
filter+="[track][bar]overlay=x=64-512+512*t/$seconds:y=188:eval=frame,$(IFS=,; echo "${after[*]}")"
ffmpeg -hide_banner -loglevel error -y -f lavfi -i "color=c=0x1f5f8b:s=640x360:r=24:d=$seconds" \
  -f lavfi -i "color=c=white:s=512x16:r=24:d=$seconds" \
  -filter_complex "$filter" -c:v libvpx-vp9 -b:v 0 -crf 40 -row-mt 1 -deadline good -g 48 -pix_fmt yuv420p -an \
  -metadata title="Find a Doctor demo video" "$out"
ls -l "$out"
