"""Every media file of the site under static/, drawn from code: nothing is downloaded, no stock
material is used. Vector art is written as SVG; rasters are that SVG rendered with rsvg-convert,
then encoded with cwebp (WebP), pngquant (PNG) or ffmpeg/libx264 (MP4). Text is set in Inter
(fonts-inter, SIL OFL); logos and wordmarks have their glyphs turned into paths with fontTools so
the SVGs do not depend on installed fonts.

One module per group (groups.py lists them in order); shared drawing in palette, svg, shapes, iso,
text and scenes; encoding and size limits in output. Entry point: `python3 -m tools.media`
(scripts/make-media.sh installs the tools and runs it).

Size limits from the media brief are enforced: WebP quality is stepped down until a file fits its
limit, and a run reports any file that still misses its limit (and exits 1). Videos are seamless
loops: every moving thing is a periodic function of t with a whole number of periods per loop, and
frames 0..N-1 are rendered (frame N would equal frame 0).
"""
