#!/usr/bin/env bash
# -----------------------------------------------------------------------------
# make-media.sh — regenerates every media file of the site under static/.
#
# Everything is drawn from code: nothing is downloaded, no stock material is
# used. Vector art is written as SVG by the embedded Python generator below;
# rasters are SVG rendered with rsvg-convert, then encoded with cwebp (WebP),
# pngquant (PNG) or ffmpeg/libx264 (MP4). Text is set in Inter (fonts-inter,
# SIL OFL); logos and wordmarks have their glyphs converted to <path>s with
# fontTools so the SVGs do not depend on installed fonts.
#
# Usage:
#   scripts/make-media.sh                # everything (about 5-10 minutes)
#   scripts/make-media.sh icons banners  # only some groups
#   scripts/make-media.sh --install      # apt-get the tools first (root)
#
# Groups (in order): brand icons pattern banners products solutions tiles
#                    hero aurora og popup
#   brand      favicon.svg/.ico, logo.svg, logo-white.svg
#   icons      menu-*.svg, biz-*.svg, icon-*.svg (hand-drawn stroke icons)
#   pattern    pattern.svg (tileable, #000 at low opacity; CSS tints it)
#   banners    banner-<id>.webp 1920x560 and banner-<id>-sm.webp 780x560
#   products   product-<id>-1/-2.webp 1200x800
#   solutions  solution-<id>-1.webp 1200x750
#   tiles      tile-<id>-bg.webp 800x1000 and tile-<id>-logo.svg
#   hero       video/main.mp4 (1280x720), video/main-sm.mp4 (540x960),
#              main-poster.webp (1920x1080), main-poster-sm.webp (720x1280);
#              the posters are the videos' frame 0 rendered at poster size
#   aurora     aurora.webp (1920x1080) and video/aurora.mp4 (1280x720)
#   og         og-image.png 1200x630
#   popup      popup-2025.webp 600x800
#
# Size limits from the media brief are enforced: WebP quality is stepped down
# until a file fits its limit, and the script reports any file that still
# misses its limit (and exits 1). Videos are seamless loops: every moving
# thing is a periodic function of t with a whole number of periods per loop,
# and frames 0..N-1 are rendered (frame N would equal frame 0).
#
# Requires (Debian): ffmpeg imagemagick webp librsvg2-bin pngquant
#                    fonts-inter fonts-noto-cjk python3 python3-fonttools
# -----------------------------------------------------------------------------
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PKGS=(ffmpeg imagemagick webp librsvg2-bin pngquant fonts-inter fonts-noto-cjk python3 python3-fonttools)

if [[ "${1:-}" == "--install" ]]; then
  shift
  apt-get update
  apt-get install -y "${PKGS[@]}"
fi

for tool in rsvg-convert cwebp ffmpeg pngquant identify; do
  command -v "$tool" >/dev/null || { echo "missing $tool: run $0 --install (or apt-get install ${PKGS[*]})" >&2; exit 1; }
done
# Debian's python3 (the one python3-fonttools installs into), not a pyenv shim.
PY=/usr/bin/python3
[[ -x "$PY" ]] || PY=python3
"$PY" -c 'import fontTools' 2>/dev/null || { echo "missing python3-fonttools" >&2; exit 1; }
[[ -f /usr/share/fonts/opentype/inter/Inter-Bold.otf ]] || { echo "missing fonts-inter" >&2; exit 1; }

mkdir -p "$ROOT/static/assets/img" "$ROOT/static/assets/video"

# The generator: one Python program read from this heredoc. Arguments: the
# repo root, then the groups to build (none = all).
exec "$PY" - "$ROOT" "$@" <<'PYTHON'
import os, sys, math, random, subprocess, tempfile, shutil, glob
from concurrent.futures import ThreadPoolExecutor

ROOT = sys.argv[1]
ALL_GROUPS = ['brand', 'icons', 'pattern', 'banners', 'products', 'solutions', 'tiles',
              'hero', 'aurora', 'og', 'popup']
GROUPS = [g for g in sys.argv[2:]] or ALL_GROUPS
for g in GROUPS:
    if g not in ALL_GROUPS:
        sys.exit(f'unknown group {g}; groups: {" ".join(ALL_GROUPS)}')
STATIC = os.path.join(ROOT, 'static')
IMG = os.path.join(STATIC, 'assets', 'img')
VID = os.path.join(STATIC, 'assets', 'video')
TMP = tempfile.mkdtemp(prefix='make-media-')
JOBS = max(1, os.cpu_count() or 1)
PROBLEMS = []

# Brand palette
NAVY, BLUE, OCEAN, TEAL, ORANGE, GREY, TEXT = '#0a1f3c', '#1457d9', '#0f4c81', '#00a3a1', '#ff7a1a', '#f3f5f8', '#17202c'
DEEP = '#061429'      # darker navy for backgrounds
SKY = '#3b82f6'       # lighter blue for highlights on dark
MINT = '#2fd1c5'      # lighter teal for highlights on dark
WHITE = '#ffffff'
FONT = 'Inter, Noto Sans CJK KR, sans-serif'
INTER = '/usr/share/fonts/opentype/inter/'

# ----------------------------------------------------------------------------- helpers
def n(v):
    """Compact number formatting for SVG attributes."""
    if isinstance(v, str):
        return v
    s = f'{v:.2f}'.rstrip('0').rstrip('.')
    return '0' if s in ('-0', '') else s

def el(tag, body=None, **a):
    """An SVG element; keyword underscores become hyphens (stroke_width)."""
    attrs = ''.join(f' {k.rstrip("_").replace("_", "-")}="{n(v)}"' for k, v in a.items() if v is not None)
    return f'<{tag}{attrs}>{body}</{tag}>' if body is not None else f'<{tag}{attrs}/>'

def pts(ps):
    return ' '.join(f'{n(x)},{n(y)}' for x, y in ps)

def poly(ps, **a):
    return el('polygon', points=pts(ps), **a)

def pline(ps, **a):
    a.setdefault('fill', 'none')
    return el('polyline', points=pts(ps), **a)

def path_from(ps, close=False):
    d = 'M' + ' L'.join(f'{n(x)} {n(y)}' for x, y in ps)
    return d + ('Z' if close else '')

def svg(w, h, body, defs='', vb=None, extra=''):
    vb = vb or f'0 0 {w} {h}'
    d = f'<defs>{defs}</defs>' if defs else ''
    return f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="{vb}"{extra}>{d}{body}</svg>'

def lin(id_, stops, x1=0, y1=0, x2=1, y2=0, units=None):
    s = ''.join(el('stop', offset=o, stop_color=c, stop_opacity=(op if op != 1 else None)) for o, c, op in stops)
    return el('linearGradient', s, id=id_, x1=x1, y1=y1, x2=x2, y2=y2, gradientUnits=units)

def rad(id_, stops, cx=.5, cy=.5, r=.5, units=None, fx=None, fy=None):
    s = ''.join(el('stop', offset=o, stop_color=c, stop_opacity=(op if op != 1 else None)) for o, c, op in stops)
    return el('radialGradient', s, id=id_, cx=cx, cy=cy, r=r, fx=fx, fy=fy, gradientUnits=units)

def glow(cx, cy, r, color, op, id_):
    """A soft round glow (radial gradient, no filter: cheap to render)."""
    g = rad(id_, [(0, color, op), (.45, color, op * .45), (1, color, 0)], cx, cy, r, units='userSpaceOnUse')
    return g, el('circle', cx=cx, cy=cy, r=r, fill=f'url(#{id_})')

def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, 'w', encoding='utf-8') as fh:
        fh.write(text)

def rsvg(svg_text, w, h, out_png):
    subprocess.run(['rsvg-convert', '-w', str(w), '-h', str(h), '-o', out_png],
                   input=svg_text.encode(), check=True)

def to_webp(png, out, limit, q=84, minq=38, lossless_alpha=False):
    """Encode to WebP, stepping quality down until the file fits `limit` bytes."""
    while True:
        subprocess.run(['cwebp', '-quiet', '-m', '6', '-sharp_yuv', '-q', str(q), png, '-o', out], check=True)
        size = os.path.getsize(out)
        if size <= limit or q <= minq:
            break
        q -= 4
    if size > limit:
        PROBLEMS.append(f'{os.path.relpath(out, ROOT)}: {size} bytes > {limit}')
    return size, q

def raster(svg_text, w, h, out, limit, q=84):
    png = os.path.join(TMP, os.path.basename(out) + '.png')
    rsvg(svg_text, w, h, png)
    size, q = to_webp(png, out, limit, q)
    print(f'  {os.path.relpath(out, STATIC)}  {w}x{h}  {size} B  q{q}', flush=True)
    return size

def parallel(fn, items):
    with ThreadPoolExecutor(JOBS) as ex:
        return list(ex.map(fn, items))

# ---- text to path (glyph outlines from Inter, SIL OFL) ----------------------
_fonts = {}
def _font(name):
    if name not in _fonts:
        from fontTools.ttLib import TTFont
        f = TTFont(INTER + name)
        _fonts[name] = (f, f.getGlyphSet(), f.getBestCmap(), f['head'].unitsPerEm)
    return _fonts[name]

def text_path(text, font, size, x, y, tracking=0.0, anchor='start', dec=2):
    """Path data of `text` set in an Inter cut, baseline at y. Returns (d, width)."""
    from fontTools.pens.recordingPen import RecordingPen
    from fontTools.pens.transformPen import TransformPen
    f, gs, cmap, upm = _font(font)
    s = size / upm
    width = sum(gs[cmap[ord(c)]].width * s for c in text) + tracking * (len(text) - 1)
    cx = x - (width if anchor == 'end' else width / 2 if anchor == 'middle' else 0)
    fmt = lambda v: (f'{v:.{dec}f}').rstrip('0').rstrip('.')
    out = []
    for c in text:
        g = gs[cmap[ord(c)]]
        rp = RecordingPen()
        g.draw(TransformPen(rp, (s, 0, 0, -s, cx, y)))
        for op, args in rp.value:
            cmd = {'moveTo': 'M', 'lineTo': 'L', 'curveTo': 'C', 'qCurveTo': 'Q', 'closePath': 'Z', 'endPath': ''}[op]
            out.append(cmd + ' '.join(f'{fmt(px)} {fmt(py)}' for px, py in args))
        cx += g.width * s + tracking
    return ''.join(out), width

# ---- isometric helpers --------------------------------------------------------
C30, S30 = math.cos(math.pi / 6), 0.5
class Iso:
    """Isometric projection: +x goes right-down, +y goes left-down, +z goes up."""
    def __init__(self, ox, oy, s):
        self.ox, self.oy, self.s = ox, oy, s
    def p(self, x, y, z=0):
        return (self.ox + (x - y) * C30 * self.s, self.oy + (x + y) * S30 * self.s - z * self.s)
    def quad(self, corners, **a):
        return poly([self.p(*c) for c in corners], **a)
    def box(self, x, y, z, w, d, h, top, left, right, stroke=None, sw=1, sop=None, op=None):
        P = self.p
        t = [P(x, y, z + h), P(x + w, y, z + h), P(x + w, y + d, z + h), P(x, y + d, z + h)]
        l = [P(x, y + d, z), P(x + w, y + d, z), P(x + w, y + d, z + h), P(x, y + d, z + h)]
        r = [P(x + w, y, z), P(x + w, y + d, z), P(x + w, y + d, z + h), P(x + w, y, z + h)]
        kw = dict(stroke=stroke, stroke_width=sw if stroke else None, stroke_opacity=sop, stroke_linejoin='round' if stroke else None)
        return (poly(l, fill=left, fill_opacity=op, **kw) + poly(r, fill=right, fill_opacity=op, **kw) +
                poly(t, fill=top, fill_opacity=op, **kw))
    def wire(self, x, y, z, w, d, h, **a):
        """Wireframe box, all 12 edges."""
        P = self.p
        c = [(x, y, z), (x + w, y, z), (x + w, y + d, z), (x, y + d, z)]
        top = [(a_, b_, z + h) for a_, b_, _ in c]
        out = pline([P(*q) for q in c + [c[0]]], **a) + pline([P(*q) for q in top + [top[0]]], **a)
        for i in range(4):
            out += pline([P(*c[i]), P(*top[i])], **a)
        return out

def gear_d(cx, cy, ro, ri, teeth, hole=None):
    """A gear outline path."""
    step = 2 * math.pi / teeth
    ps = []
    for i in range(teeth):
        a0 = i * step
        for frac, r in ((0, ri), (.12, ro), (.38, ro), (.5, ri)):
            a = a0 + frac * step
            ps.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    d = path_from(ps, True)
    if hole:
        d += f'M{n(cx + hole)} {n(cy)}a{n(hole)} {n(hole)} 0 1 0 {n(-2 * hole)} 0a{n(hole)} {n(hole)} 0 1 0 {n(2 * hole)} 0Z'
    return d

def rrect(x, y, w, h, r, **a):
    return el('rect', x=x, y=y, width=w, height=h, rx=r, **a)

def bar(x, y, w, h=8, fill=WHITE, op=.6):
    """A rounded bar standing in for a line of text."""
    return rrect(x, y, w, h, h / 2, fill=fill, fill_opacity=op)

def shield_d(cx, cy, s):
    """Shield outline centred at cx, cy; s = half-width."""
    return (f'M{n(cx)} {n(cy - 1.15 * s)}L{n(cx + s)} {n(cy - .72 * s)}V{n(cy + .05 * s)}'
            f'C{n(cx + s)} {n(cy + .7 * s)} {n(cx + .5 * s)} {n(cy + 1.12 * s)} {n(cx)} {n(cy + 1.35 * s)}'
            f'C{n(cx - .5 * s)} {n(cy + 1.12 * s)} {n(cx - s)} {n(cy + .7 * s)} {n(cx - s)} {n(cy + .05 * s)}'
            f'V{n(cy - .72 * s)}Z')

def bolt_d(cx, cy, s):
    ps = [(.15, -1), (-.55, .12), (-.05, .12), (-.2, 1), (.55, -.15), (.05, -.15)]
    return path_from([(cx + x * s, cy + y * s) for x, y in ps], True)

def check_d(cx, cy, s):
    return f'M{n(cx - .55 * s)} {n(cy + .02 * s)}L{n(cx - .15 * s)} {n(cy + .42 * s)}L{n(cx + .6 * s)} {n(cy - .38 * s)}'

def wave_pts(x0, x1, y, amp, wl, phase, step=12):
    ps, x = [], x0
    while x <= x1 + .1:
        ps.append((x, y + amp * math.sin(2 * math.pi * x / wl + phase)))
        x += step
    return ps

def helmet_d(cx, cy, s):
    """Hard hat (dome + brim), s = half width of the brim."""
    return (f'M{n(cx - .72 * s)} {n(cy)}C{n(cx - .72 * s)} {n(cy - .75 * s)} {n(cx - .3 * s)} {n(cy - 1.0 * s)} {n(cx)} {n(cy - 1.0 * s)}'
            f'C{n(cx + .3 * s)} {n(cy - 1.0 * s)} {n(cx + .72 * s)} {n(cy - .75 * s)} {n(cx + .72 * s)} {n(cy)}'
            f'H{n(cx + s)}V{n(cy + .18 * s)}H{n(cx - s)}V{n(cy)}Z')

# ============================================================================= brand
def mark(x, y, s, white=False, gid='hm'):
    """The monogram: a rounded square (blue to teal) with an H whose crossbar is a wave.
    Drawn in a 32-unit box scaled by s/32. Returns (defs, body)."""
    k = s / 32
    T = lambda v: n(v * k)
    if white:
        defs = ''
        sq = rrect(n(x), n(y), T(32), T(32), T(8), fill=WHITE)
        ink = NAVY
    else:
        defs = lin(gid, [(0, BLUE, 1), (1, TEAL, 1)], 0, 0, 1, 1)
        sq = rrect(n(x), n(y), T(32), T(32), T(8), fill=f'url(#{gid})')
        ink = WHITE
    X = lambda v: n(x + v * k)
    Y = lambda v: n(y + v * k)
    h = (f'<path d="M{X(10)} {Y(8.5)}V{Y(23.5)}M{X(22)} {Y(8.5)}V{Y(23.5)}'
         f'M{X(10)} {Y(16.5)}C{X(12)} {Y(13.2)} {X(14)} {Y(13.2)} {X(16)} {Y(16.5)}S{X(20)} {Y(19.8)} {X(22)} {Y(16.5)}" '
         f'fill="none" stroke="{ink}" stroke-width="{T(3.2)}" stroke-linecap="round" stroke-linejoin="round"/>')
    return defs, sq + h

def build_brand():
    print('brand')
    d, b = mark(0, 0, 32)
    write(f'{STATIC}/favicon.svg', svg(32, 32, b, d))
    pngs = []
    for s in (16, 32, 48):
        p = f'{TMP}/fav{s}.png'
        rsvg(svg(32, 32, b, d), s, s, p)
        pngs.append(p)
    subprocess.run(['convert', *pngs, f'{STATIC}/favicon.ico'], check=True)
    # logo: mark 32x32 at (0,4), wordmark HAEON, small "Information Technology"
    for name, white in (('logo.svg', False), ('logo-white.svg', True)):
        ink = WHITE if white else TEXT
        sub = '#c9d6ea' if white else '#4a5a70'
        md, mb = mark(0, 4, 32, gid='lm')
        wd, ww = text_path('HAEON', 'Inter-Bold.otf', 24.5, 40.5, 24, tracking=2, dec=1)
        sd, sw_ = text_path('Information Technology', 'Inter-Medium.otf', 8.3, 41.4, 35.2, tracking=.1, dec=1)
        body = mb + el('path', d=wd, fill=ink) + el('path', d=sd, fill=sub)
        write(f'{IMG}/{name}', svg(160, 40, body, md))
    print('  favicon.svg favicon.ico logo.svg logo-white.svg')

# ============================================================================= icons
ICON_HEAD = ('<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" '
             'stroke="#1457d9" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round">')

def _gear_icon():
    return f'<path d="{gear_d(12, 12, 9, 6.6, 8)}"/><circle cx="12" cy="12" r="2.6"/>'

ICONS = {
    'shield': '<path d="M12 3l7 2.8v5.6c0 4.3-2.9 7.8-7 9.6-4.1-1.8-7-5.3-7-9.6V5.8L12 3z"/><path d="M8.8 12.2l2.2 2.2 4.2-4.4"/>',
    'chart': '<path d="M4 4v16h16"/><path d="M8 16v-3.5M12 16V9M16 16v-6"/><path d="M7.5 9.5l4-3.5 3 2 4-4"/>',
    'cloud': '<path d="M7.5 18.5h9.5a4 4 0 0 0 .4-8A5.6 5.6 0 0 0 6.6 9.3 4.6 4.6 0 0 0 7.5 18.5z"/>',
    'sensor': '<circle cx="12" cy="12" r="2.2"/><path d="M8.6 8.6a4.8 4.8 0 0 0 0 6.8M15.4 8.6a4.8 4.8 0 0 1 0 6.8M5.6 5.6a9 9 0 0 0 0 12.8M18.4 5.6a9 9 0 0 1 0 12.8"/>',
    'vr': '<path d="M4.5 7.5h15A1.5 1.5 0 0 1 21 9v6.5a2 2 0 0 1-2 2h-3.6l-1.9-2.6h-3l-1.9 2.6H5a2 2 0 0 1-2-2V9a1.5 1.5 0 0 1 1.5-1.5z"/><path d="M7.5 7.5L9 4.5h6l1.5 3"/><path d="M7 11.5h3M14 11.5h3"/>',
    'factory': '<path d="M2.5 20.5h19"/><path d="M4 20.5v-9l5 3v-3l5 3V4.5h4v16"/><path d="M7.5 17.5h1.5M11.5 17.5H13"/><path d="M14 8.5h4"/>',
    'leaf': '<path d="M5 19c-.5-8.5 5-14.5 14.5-14.5.5 9.5-5.5 15-14.5 14.5z"/><path d="M5 19l8.5-8.5"/>',
    'people': '<circle cx="9" cy="8" r="3.2"/><path d="M3 20c0-3.4 2.7-6 6-6s6 2.6 6 6"/><path d="M15.5 4.9a3.2 3.2 0 0 1 0 6.2M17.5 14.4c2 .8 3.5 2.9 3.5 5.6"/>',
    'gear': None,  # drawn by _gear_icon
    'bolt': '<path d="M13.5 2.5L4.5 13.5h6.5l-1 8 9-11h-6.5l1-8z"/>',
    'ship': '<path d="M3 13.5h18l-2.6 5H5.6L3 13.5z"/><path d="M6 13.5V10h10l2 3.5"/><path d="M9.5 10V6.5h3V10"/><path d="M11 6.5V3.5"/><path d="M3 21.5c1.5 0 1.5-.8 3-.8s1.5.8 3 .8 1.5-.8 3-.8 1.5.8 3 .8 1.5-.8 3-.8 1.5.8 3 .8"/>',
    'city': '<path d="M2.5 21h19"/><path d="M4.5 21V10h5v11"/><path d="M9.5 21V4h6.5v17"/><path d="M16 21v-8.5h3.5V21"/><path d="M12.2 7.5h1.2M12.2 11h1.2M12.2 14.5h1.2M6.5 13.5h1.2M6.5 17h1.2"/>',
    'cube': '<path d="M12 2.8l8 4.6v9.2l-8 4.6-8-4.6V7.4l8-4.6z"/><path d="M4 7.4l8 4.6 8-4.6M12 12v9.2"/>',
    'brain': '<path d="M12 5.2A3 3 0 0 0 6.7 5 3 3 0 0 0 4.3 9.4 3.4 3.4 0 0 0 4.8 15 3.1 3.1 0 0 0 9 18.9a2.6 2.6 0 0 0 3 .8"/><path d="M12 5.2A3 3 0 0 1 17.3 5a3 3 0 0 1 2.4 4.4 3.4 3.4 0 0 1-.5 5.6 3.1 3.1 0 0 1-4.2 3.9 2.6 2.6 0 0 1-3 .8"/><path d="M12 5.2v14.5"/><path d="M8.2 10.5c1 .2 2 .9 2.3 2M15.8 10.5c-1 .2-2 .9-2.3 2"/>',
    'pencil': '<path d="M4 20l1.1-4.6L15.6 4.9a2.1 2.1 0 0 1 3 3L8.1 18.4 4 20z"/><path d="M13.6 6.9l3 3"/>',
    'check': '<circle cx="12" cy="12" r="9"/><path d="M8 12.3l2.8 2.8L16.2 9.6"/>',
    'lock': '<rect x="5" y="10.5" width="14" height="10.5" rx="2"/><path d="M8 10.5V7.5a4 4 0 0 1 8 0v3"/><path d="M12 14.5v2.5"/>',
    'phone': '<rect x="6.5" y="2.5" width="11" height="19" rx="2.2"/><path d="M10.8 18.5h2.4"/><path d="M10.5 5h3"/>',
    'map': '<path d="M3 6.5l6-2.2 6 2.2 6-2.2v13.4l-6 2.2-6-2.2-6 2.2V6.5z"/><path d="M9 4.3v13.4M15 6.5v13.4"/>',
    'solar': '<path d="M5.5 13h13l2.2 7.5H3.3L5.5 13z"/><path d="M4.4 16.6h15.2M10 13l-.6 7.5M14 13l.6 7.5"/><circle cx="12" cy="6.5" r="2.2"/><path d="M12 2v1M7.5 6.5h1M15.5 6.5h1M8.8 3.3l.7.7M15.2 3.3l-.7.7"/>',
    'parking': '<rect x="3" y="3" width="18" height="18" rx="3.5"/><path d="M9.5 17V7h3.6a3 3 0 0 1 0 6H9.5"/>',
    'kiosk': '<rect x="6" y="2.5" width="12" height="14.5" rx="1.6"/><rect x="8.3" y="5" width="7.4" height="6.5" rx=".6"/><path d="M9.5 14.2h5"/><path d="M10 17v4M14 17v4M7.5 21h9"/>',
    'rfid': '<rect x="2.5" y="6.5" width="12" height="11" rx="2"/><path d="M6.5 10h4v4h-4z"/><path d="M17.5 9.2a4 4 0 0 1 0 5.6M20 6.8a7.4 7.4 0 0 1 0 10.4"/>',
    'locker': '<rect x="4" y="2.5" width="16" height="19" rx="1.6"/><path d="M12 2.5v19M4 8.8h16M4 15.2h16"/><path d="M9.3 5v1.4M14.7 5v1.4M9.3 11.3v1.4M14.7 11.3v1.4M9.3 17.6V19M14.7 17.6V19"/>',
    'document': '<path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5z"/><path d="M14 3v5h5"/><path d="M8.8 13h6.4M8.8 16.8h6.4"/>',
    'graduation': '<path d="M2 9.5L12 5l10 4.5L12 14 2 9.5z"/><path d="M6.5 11.6V16c0 1.6 2.5 3 5.5 3s5.5-1.4 5.5-3v-4.4"/><path d="M22 9.5v5.5"/>',
    'handshake': '<path d="M3 12.5l3.5-5 3 1.2"/><path d="M21 12.5l-3.5-5-5 1.6-3.1 2.6a1.3 1.3 0 0 0 1.7 2l2.8-1.7 4.6 4.1"/><path d="M6.5 14.5l2 2a1.2 1.2 0 0 0 1.8-1.6l.8.8a1.2 1.2 0 0 0 1.8-1.6l.7.7a1.2 1.2 0 0 0 1.8-1.6"/><path d="M3 12.5l3.5 2M21 12.5l-2.6 1.6"/>',
    'globe': '<circle cx="12" cy="12" r="9"/><path d="M3 12h18"/><path d="M12 3c2.4 2.5 3.7 5.6 3.7 9s-1.3 6.5-3.7 9c-2.4-2.5-3.7-5.6-3.7-9S9.6 5.5 12 3z"/>',
    'alert': '<path d="M10.3 4.2L2.6 17.6A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-2.9L13.7 4.2a2 2 0 0 0-3.4 0z"/><path d="M12 9.5v4.3M12 17h.01"/>',
    'clock': '<circle cx="12" cy="12" r="9"/><path d="M12 7v5.2l3.4 2"/>',
}
MENU_ICONS = {
    'company': '<path d="M4 21V6.5L12 3v18"/><path d="M12 8.5l8 3V21"/><path d="M2.5 21h19"/><path d="M7.5 8.5h1.5M7.5 12h1.5M7.5 15.5h1.5M15.5 13.5H17M15.5 17H17"/>',
    'business': '<rect x="3" y="7" width="18" height="13" rx="2"/><path d="M9 7V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V7"/><path d="M3 12.5h18"/><path d="M10.8 12.5v1.8h2.4v-1.8"/>',
    'solution': '<path d="M12 3l9 4.5-9 4.5-9-4.5L12 3z"/><path d="M3 12l9 4.5 9-4.5"/><path d="M3 16.5L12 21l9-4.5"/>',
    'products': '<path d="M12 2.8l8 4v10.4l-8 4-8-4V6.8l8-4z"/><path d="M4 6.8l8 4 8-4M12 10.8v10.4"/><path d="M8 4.8l8 4v3.5"/>',
    'resources': '<path d="M12 6.5C10 5 7 4.5 3 5v13.5c4-.5 7 0 9 1.5 2-1.5 5-2 9-1.5V5c-4-.5-7 0-9 1.5z"/><path d="M12 6.5V20"/>',
    'contact': '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="M3.8 6.5l8.2 6.2 8.2-6.2"/>',
}

def biz_icon(name):
    B, T_ = BLUE, TEAL
    # Unfilled by default (the <g fill="none"> below); filled shapes set fill themselves.
    S = f'stroke="{B}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"'
    St = f'stroke="{T_}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"'
    g = {
        'energy-iot': (f'<circle cx="24" cy="28" r="13" fill="{T_}" fill-opacity=".14"/>'
                       f'<path d="{bolt_d(24, 28, 9)}" fill="{T_}"/>'
                       f'<path d="M13.5 12.5a15 15 0 0 1 21 0M17.8 16.8a9 9 0 0 1 12.4 0" {S}/>'
                       f'<circle cx="24" cy="28" r="13" {S}/><path d="M5 28h6M37 28h6" {S}/>'
                       f'<circle cx="5" cy="28" r="1.6" fill="{B}"/><circle cx="43" cy="28" r="1.6" fill="{B}"/>'),
        'marine-ict': (f'<path d="M8 28h32l-4.5 8h-23L8 28z" fill="{B}" fill-opacity=".14" {S}/>'
                       f'<path d="M13 28v-6h17l3.5 6M18 22v-6h6v6M21 16V9" {S}/>'
                       f'<path d="M14.5 7.5a9 9 0 0 1 13 0" {St}/><path d="M17.3 10.3a5 5 0 0 1 7.4 0" {St}/>'
                       f'<path d="M4 42c3 0 3-2 6-2s3 2 6 2 3-2 6-2 3 2 6 2 3-2 6-2 3 2 6 2" {St}/>'),
        'smart-city': (f'<path d="M6 42V22h9v20M15 42V10h11v32M26 42V26h8v16M34 42V17h8v25" {S}/>'
                       f'<path d="M4 42h40" {S}/><path d="M19.5 16h2M19.5 22h2M19.5 28h2M9.5 28h2M37 23h2M37 29h2" {S}/>'
                       f'<path d="M10.5 17C14 6 33 5 38 12" {St} stroke-dasharray="2.5 4"/>'
                       f'<circle cx="10.5" cy="17" r="3" fill="{T_}"/><circle cx="38" cy="12" r="3" fill="{T_}"/>'),
        'digital-twin': (f'<path d="M14 9l10 5.5v11.5L14 31.5 4 26V14.5L14 9z" fill="{T_}" fill-opacity=".18"/>'
                         f'<path d="M14 9l10 5.5v11.5L14 31.5 4 26V14.5L14 9zM4 14.5l10 5.5 10-5.5M14 20v11.5" {St}/>'
                         f'<path d="M34 16.5l10 5.5v11.5L34 39l-10-5.5V22l10-5.5zM24 22l10 5.5 10-5.5M34 27.5V39" {S} stroke-dasharray="3 3"/>'
                         f'<path d="M25 9.5c5-2 10-1 13 3" {S}/><path d="M38 12.5l.2-3.6-3.4 1.2" {S}/>'),
        'smart-factory': (f'<path d="M4 42V25l9 5v-5l9 5V14h7v28" {S}/><path d="M2 42h28" {S}/>'
                          f'<path d="M22 14l2-6h3l2 6" {S}/>'
                          f'<path d="{gear_d(37, 33, 9, 6.6, 9)}" fill="{T_}" fill-opacity=".16" {St}/>'
                          f'<circle cx="37" cy="33" r="2.8" {St}/><path d="M9 36.5h2M16 36.5h2" {S}/>'),
        'safety': (f'<path d="{helmet_d(24, 30, 19)}" fill="{B}" fill-opacity=".14" {S}/>'
                   f'<path d="M24 11v10M15.5 14.5l2 6M32.5 14.5l-2 6" {S}/>'
                   f'<circle cx="36.5" cy="38" r="7.5" fill="{T_}"/>'
                   f'<path d="M32.8 38.2l2.6 2.6 4.8-5" stroke="#fff" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>'),
        'design': (f'<path d="M6 40C10 22 22 10 40 7" {St}/>'
                   f'<path d="M6 40l8-20M40 7L22 9" {S.replace("2.5", "1.8")}/>'
                   f'<rect x="11.5" y="17.5" width="5" height="5" rx="1" fill="#fff" {S.replace("2.5", "2")}/>'
                   f'<rect x="19.5" y="6.5" width="5" height="5" rx="1" fill="#fff" {S.replace("2.5", "2")}/>'
                   f'<circle cx="6" cy="40" r="3" fill="{B}"/><circle cx="40" cy="7" r="3" fill="{B}"/>'
                   f'<path d="M28 42l12-12 4 4-12 12h-4v-4z" fill="{T_}" fill-opacity=".16" {St}/>'),
        'ai': (f'<rect x="10" y="10" width="28" height="28" rx="5" fill="{B}" fill-opacity=".1" {S}/>'
               f'<path d="M17 4v6M24 4v6M31 4v6M17 38v6M24 38v6M31 38v6M4 17h6M4 24h6M4 31h6M38 17h6M38 24h6M38 31h6" {S}/>'
               f'<path d="M18 30l6-12 6 12M20.2 25.6h7.6" {St}/>'),
    }[name]
    return f'<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48"><g fill="none">{g}</g></svg>'

def build_icons():
    print('icons')
    for name, body in ICONS.items():
        write(f'{IMG}/icon-{name}.svg', ICON_HEAD + (body or _gear_icon()) + '</svg>')
    for name, body in MENU_ICONS.items():
        write(f'{IMG}/menu-{name}.svg', ICON_HEAD + body + '</svg>')
    for name in ('energy-iot', 'marine-ict', 'smart-city', 'digital-twin', 'smart-factory', 'safety', 'design', 'ai'):
        write(f'{IMG}/biz-{name}.svg', biz_icon(name))
    print(f'  {len(ICONS)} icon-*.svg, {len(MENU_ICONS)} menu-*.svg, 8 biz-*.svg')

def build_pattern():
    print('pattern')
    # 32 px tile: a hairline grid on two edges and a dot in the middle; tiles seamlessly.
    body = ('<path d="M0 .5H32M.5 0V32" stroke="#000" stroke-opacity=".07" fill="none"/>'
            '<circle cx="16.5" cy="16.5" r="1.1" fill="#000" fill-opacity=".14"/>')
    write(f'{IMG}/pattern.svg', svg(32, 32, body))
    print('  pattern.svg')

# ============================================================================= banners
# Every banner: a dark navy field, soft glows, a faint grid fading in from the
# right, one abstract motif for the page's subject on the right half, and a
# dark veil over the left half where the page title sits in white.
FACE = {
    'blue': ('#3a7bea', '#1d56c4', '#143f93'),
    'teal': ('#22c3b8', '#0b9a96', '#087572'),
    'navy': ('#2a4f86', '#1a3766', '#122a50'),
    'steel': ('#5f7ea8', '#3f5c85', '#2e4668'),
    'orange': ('#ffa060', '#ff7a1a', '#d9600c'),
    'white': ('#ffffff', '#dfe6f0', '#c4d0e0'),
    'sky': ('#6aa5ff', '#3b82f6', '#2563c9'),
}

def ibox(iso, x, y, z, w, d, h, face='blue', op=None, edge=True, ec='#9cc2ff'):
    t, l, r = FACE[face]
    return iso.box(x, y, z, w, d, h, t, l, r, stroke=ec if edge else None, sw=1, sop=.35 if edge else None, op=op)

def ln(x1, y1, x2, y2, c=WHITE, w=1.5, op=.5, **a):
    return el('line', x1=x1, y1=y1, x2=x2, y2=y2, stroke=c, stroke_width=w, stroke_opacity=op, stroke_linecap='round', **a)

def circ(x, y, r, fill='none', c=None, w=None, op=None, fop=None, **a):
    return el('circle', cx=x, cy=y, r=r, fill=fill, fill_opacity=fop, stroke=c, stroke_width=w, stroke_opacity=op, **a)

def pth(d, c=WHITE, w=2, op=1, fill='none', fop=None, **a):
    return el('path', d=d, fill=fill, fill_opacity=fop, stroke=c, stroke_width=w, stroke_opacity=op,
              stroke_linecap='round', stroke_linejoin='round', **a)

def node(x, y, r=6, c=MINT, ring=True):
    s = circ(x, y, r * 2.6, fill=c, fop=.12) if ring else ''
    return s + circ(x, y, r, fill=DEEP, c=c, w=2.2) + circ(x, y, r * .45, fill=c)

def arc_d(cx, cy, r, a0, a1):
    """Circular arc path from angle a0 to a1 (degrees, clockwise on screen)."""
    x0, y0 = cx + r * math.cos(math.radians(a0)), cy + r * math.sin(math.radians(a0))
    x1, y1 = cx + r * math.cos(math.radians(a1)), cy + r * math.sin(math.radians(a1))
    large = 1 if (a1 - a0) % 360 > 180 else 0
    return f'M{n(x0)} {n(y0)}A{n(r)} {n(r)} 0 {large} 1 {n(x1)} {n(y1)}'

def hex_pts(x, y, r, rot=-90):
    return [(x + r * math.cos(math.radians(rot + 60 * k)), y + r * math.sin(math.radians(rot + 60 * k))) for k in range(6)]

def panel_quad(iso, x, y, w, d, zb, zf):
    """A tilted solar panel: back edge at height zb, front edge at zf."""
    return [(x, y, zb), (x + w, y, zb), (x + w, y + d, zf), (x, y + d, zf)]

def solar_panel(iso, x, y, w, d, zb=1.1, zf=.4, cols=4, rows=3, fill='#1a4a9c', legs=True):
    q = panel_quad(iso, x, y, w, d, zb, zf)
    out = ''
    if legs:
        for (a, b, c) in (q[0], q[1], q[2], q[3]):
            out += pline([iso.p(a, b, 0), iso.p(a, b, c)], stroke='#8fb8ff', stroke_opacity=.35, stroke_width=2)
    out += iso.quad(q, fill=fill, fill_opacity=.95, stroke='#9cc8ff', stroke_opacity=.7, stroke_width=1.4, stroke_linejoin='round')
    lerp = lambda p, q_, t: tuple(p[i] + (q_[i] - p[i]) * t for i in range(3))
    for i in range(1, cols):
        t = i / cols
        out += pline([iso.p(*lerp(q[0], q[1], t)), iso.p(*lerp(q[3], q[2], t))], stroke=WHITE, stroke_opacity=.28, stroke_width=1)
    for j in range(1, rows):
        t = j / rows
        out += pline([iso.p(*lerp(q[0], q[3], t)), iso.p(*lerp(q[1], q[2], t))], stroke=WHITE, stroke_opacity=.28, stroke_width=1)
    # sheen
    out += pline([iso.p(*lerp(q[0], q[3], .15)), iso.p(*lerp(q[1], q[2], .05))], stroke=WHITE, stroke_opacity=.35, stroke_width=2)
    return out

def m_company_intro(cx, cy, r):
    iso = Iso(cx, cy - 92, 40)
    out = [ibox(iso, -.6, -.6, -.35, 8.2, 8.2, .35, 'navy')]
    for i in range(1, 8):
        out.append(pline([iso.p(i - .6, -.6), iso.p(i - .6, 7.6)], stroke=WHITE, stroke_opacity=.07))
        out.append(pline([iso.p(-.6, i - .6), iso.p(7.6, i - .6)], stroke=WHITE, stroke_opacity=.07))
    blocks = [(.4, .4, 1.6, 1.6, 2.6, 'blue'), (2.9, .5, 1.4, 2.2, 1.6, 'navy'), (5.2, .4, 1.6, 1.6, 3.6, 'sky'),
              (.5, 3.1, 2.2, 1.4, 1.2, 'teal'), (3.3, 3.3, 1.6, 1.6, 4.4, 'blue'), (5.4, 3.0, 1.4, 2.0, 2.0, 'navy'),
              (.5, 5.4, 1.6, 1.6, 1.8, 'navy'), (2.9, 5.6, 2.0, 1.4, .8, 'teal'), (5.4, 5.5, 1.6, 1.6, 2.6, 'blue')]
    blocks.sort(key=lambda b: b[0] + b[1])
    tops = []
    for x, y, w, d, h, f in blocks:
        out.append(ibox(iso, x, y, 0, w, d, h, f))
        for k in range(1, int(h / .5)):
            z = k * .5
            out.append(pline([iso.p(x + .15, y + d, z), iso.p(x + w - .15, y + d, z)], stroke=WHITE, stroke_opacity=.13))
        tops.append(iso.p(x + w / 2, y + d / 2, h + .9))
    for i, a in enumerate(tops):
        for b in tops[i + 1:]:
            dd = math.dist(a, b)
            if dd < 190:
                out.append(ln(*a, *b, c=MINT, w=1.4, op=.55))
    for i, (x, y) in enumerate(tops):
        out.append(node(x, y, 5, ORANGE if i == 4 else MINT))
    return ''.join(out)

def m_company_history(cx, cy, r):
    x0, x1, base = cx - 400, cx + 400, cy + 175
    f_ = lambda x: cy + 110 - 290 * ((x - x0) / 800) ** 1.35 + 10 * math.sin((x - x0) / 70)
    out = [ln(x0 - 20, base, x1 + 30, base, op=.35, w=1.5)]
    x = x0
    while x <= x1:
        big = (x - x0) % 160 == 0
        out.append(ln(x, base, x, base + (12 if big else 6), op=.35 if big else .2, w=1.2))
        h = (base - f_(x)) * .82
        out.append(rrect(x - 7, base - h, 14, h, 3, fill='url(#gBarV)', fill_opacity=.55))
        x += 40
    curve = [(x, f_(x)) for x in range(x0, x1 + 1, 8)]
    out.append(pline(curve, stroke=MINT, stroke_width=12, stroke_opacity=.12, stroke_linecap='round'))
    out.append(pline(curve, stroke=MINT, stroke_width=3, stroke_linecap='round'))
    for i in range(6):
        x = x0 + 40 + i * 148
        y = f_(x)
        out.append(ln(x, y + 14, x, base, op=.28, w=1.2, stroke_dasharray='3 6'))
        last = i == 5
        out.append(node(x, y, 7 if not last else 8, ORANGE if last else MINT))
        out.append(bar(x - 30, y - 58, 60, 9, WHITE, .75) + bar(x - 30, y - 42, 38, 7, WHITE, .35))
    for k in range(3):
        out.append(pth(arc_d(x1 - 40, f_(x1 - 40), 60 + 40 * k, 200, 340), c=MINT, w=1.2, op=.25 - .06 * k))
    return ''.join(out)

def m_company_org(cx, cy, r):
    out = []
    def box(x, y, w, h, fill, fop, strong=False):
        s = rrect(x - w / 2, y - h / 2, w, h, 10, fill=fill, fill_opacity=fop, stroke=SKY if strong else WHITE,
                  stroke_opacity=.6 if strong else .22, stroke_width=1.4)
        s += circ(x - w / 2 + h / 2, y, h * .26, fill=WHITE, fop=.75 if strong else .45)
        s += bar(x - w / 2 + h * .95, y - 8, w * .45, 7, WHITE, .8) + bar(x - w / 2 + h * .95, y + 3, w * .28, 6, WHITE, .35)
        return s
    ty, my = cy - 175, cy - 60
    mids = [cx - 270, cx, cx + 270]
    out.append(pth(f'M{cx} {ty + 26}V{ty + 60}M{mids[0]} {my - 22}V{ty + 60}H{mids[2]}V{my - 22}M{cx} {ty + 60}V{my - 22}', c=WHITE, w=1.6, op=.4))
    for mx in mids:
        leaves = [my + 85, my + 150, my + 215]
        lx = mx - 70
        out.append(pth(f'M{lx} {my + 22}V{leaves[-1]}' + ''.join(f'M{lx} {ly}H{lx + 22}' for ly in leaves), c=WHITE, w=1.4, op=.3))
        for ly in leaves:
            out.append(box(mx + 12, ly, 142, 40, NAVY, .9))
        out.append(box(mx, my, 178, 46, BLUE, .55, True))
    out.append(box(cx, ty, 210, 54, 'url(#gBT)', .95, True))
    out.append(node(cx + 105, ty - 27, 5, MINT, False))
    return ''.join(out)

def m_core_capabilities(cx, cy, r):
    R, k = 58, 1.07
    out = []
    for q in range(-2, 3):
        for rr in range(-2, 3):
            s_ = -q - rr
            if max(abs(q), abs(rr), abs(s_)) > 2:
                continue
            x = cx + math.sqrt(3) * R * (q + rr / 2) * k
            y = cy + 1.5 * R * rr * k
            ring = max(abs(q), abs(rr), abs(s_))
            p = hex_pts(x, y, R)
            if ring == 0:
                out.append(poly(hex_pts(x, y, R + 16), fill=MINT, fill_opacity=.12))
                out.append(poly(p, fill='url(#gBT)', stroke=MINT, stroke_width=2))
                out.append(circ(x, y, 20, c=WHITE, w=3) + circ(x, y, 7, fill=WHITE))
            elif ring == 1:
                filled = (q + 2 * rr) % 2 == 0
                out.append(poly(p, fill=BLUE if filled else NAVY, fill_opacity=.55 if filled else .6, stroke=SKY, stroke_opacity=.6, stroke_width=1.6))
                sym = r.choice(['c', 'b', 's', 'l'])
                if sym == 'c':
                    out.append(circ(x, y, 14, c=WHITE, w=2, op=.8))
                elif sym == 'b':
                    out.append(el('path', d=bolt_d(x, y, 16), fill=WHITE, fill_opacity=.85))
                elif sym == 's':
                    out.append(rrect(x - 12, y - 12, 24, 24, 4, fill='none', stroke=WHITE, stroke_width=2, stroke_opacity=.8))
                else:
                    out.append(pth(f'M{n(x - 16)} {n(y + 8)}L{n(x - 5)} {n(y - 4)}L{n(x + 3)} {n(y + 3)}L{n(x + 16)} {n(y - 10)}', w=2.2, op=.85))
            else:
                t = r.random()
                out.append(poly(p, fill=TEAL if t < .25 else NAVY, fill_opacity=.35 if t < .25 else .35, stroke=WHITE, stroke_opacity=.2, stroke_width=1.2))
                if t > .8:
                    out.append(circ(x, y, 5, fill=ORANGE if t > .93 else MINT))
    return ''.join(out)

def m_esg(cx, cy, r):
    out = [circ(cx, cy + 20, 300, c=WHITE, w=1.2, op=.18, stroke_dasharray='4 8')]
    for a in (20, 140, 260):
        out.append(pth(arc_d(cx, cy + 20, 250, a, a + 80), c=MINT, w=2.5, op=.6))
        ex, ey = cx + 250 * math.cos(math.radians(a + 80)), cy + 20 + 250 * math.sin(math.radians(a + 80))
        t = math.radians(a + 80 + 90)
        out.append(poly([(ex + 10 * math.cos(t), ey + 10 * math.sin(t)), (ex + 10 * math.cos(t + 2.4), ey + 10 * math.sin(t + 2.4)),
                         (ex + 10 * math.cos(t - 2.4), ey + 10 * math.sin(t - 2.4))], fill=MINT, fill_opacity=.8))
    for a in (0, 72, 144, 216, 288):
        out.append(circ(cx + 300 * math.cos(math.radians(a + 10)), cy + 20 + 300 * math.sin(math.radians(a + 10)), 4.5, fill=MINT))
    C = [(cx - 92, cy - 35, MINT), (cx + 92, cy - 35, SKY), (cx, cy + 118, '#7fa8e6')]
    for x, y, c in C:
        out.append(circ(x, y, 138, fill=c, fop=.16, c=c, w=2, op=.75))
    x, y = C[0][0] - 40, C[0][1] - 25
    out.append(pth(f'M{x - 30} {y + 30}C{x - 34} {y - 20} {x} {y - 45} {x + 40} {y - 42}C{x + 44} {y} {x + 14} {y + 34} {x - 30} {y + 30}ZM{x - 30} {y + 30}L{x + 12} {y - 10}', c=WHITE, w=3, op=.9))
    x, y = C[1][0] + 40, C[1][1] - 25
    for dx in (-26, 0, 26):
        out.append(circ(x + dx, y - 14, 9, c=WHITE, w=2.6, op=.9) + pth(f'M{x + dx - 14} {y + 20}a14 14 0 0 1 28 0', c=WHITE, w=2.6, op=.9))
    x, y = C[2][0], C[2][1] + 45
    out.append(pth(f'M{x - 34} {y - 20}L{x} {y - 40}L{x + 34} {y - 20}ZM{x - 24} {y - 14}V{y + 14}M{x} {y - 14}V{y + 14}M{x + 24} {y - 14}V{y + 14}M{x - 36} {y + 20}H{x + 36}', c=WHITE, w=2.6, op=.9))
    return ''.join(out)

def m_talent(cx, cy, r):
    spots = [(0, 0, 1.55), (-250, -120, .9), (-300, 90, .8), (-130, 170, 1), (140, 165, .9), (300, 80, 1.05),
             (260, -130, .85), (100, -190, .75), (-110, -205, .8), (-390, -20, .65), (400, -40, .7)]
    out = []
    for i, (x, y, s) in enumerate(spots[1:], 1):
        out.append(ln(cx, cy, cx + x, cy + y, c=MINT if i % 3 == 0 else WHITE, w=1.3, op=.35 if i % 3 == 0 else .16))
    for (x, y, _), (x2, y2, _) in zip(spots[1:], spots[2:] + spots[1:2]):
        if math.dist((x, y), (x2, y2)) < 260:
            out.append(ln(cx + x, cy + y, cx + x2, cy + y2, w=1, op=.12, stroke_dasharray='3 6'))
    for i, (x, y, s) in enumerate(spots):
        x, y = cx + x, cy + y
        main = i == 0
        if main:
            out.append(circ(x, y, 120, fill=MINT, fop=.07) + circ(x, y, 86, c=MINT, w=1.5, op=.35, stroke_dasharray='2 6'))
        fill = 'url(#gBT)' if main else (BLUE if i % 2 else NAVY)
        out.append(circ(x, y, 44 * s, fill=fill, fop=.95 if main else .7, c=SKY if not main else MINT, w=1.5, op=.6))
        out.append(circ(x, y - 11 * s, 11 * s, fill=WHITE, fop=.9))
        out.append(el('path', d=f'M{n(x - 21 * s)} {n(y + 22 * s)}a{n(21 * s)} {n(19 * s)} 0 0 1 {n(42 * s)} 0Z', fill=WHITE, fill_opacity=.9))
    out.append(circ(cx + 300 + 34, cy + 80 - 32, 7, fill=ORANGE))
    return ''.join(out)

def m_business(cx, cy, r):
    iso = Iso(cx, cy - 140, 32)
    out = []
    tiles = [(i, j) for i in range(3) for j in range(3)]
    kinds = ['tower', 'solar', 'ship', 'city', 'core', 'gear', 'shield', 'pen', 'ai']
    tops = {}
    for (i, j), kind in sorted(zip(tiles, kinds), key=lambda t: t[0][0] + t[0][1]):
        x, y = i * 2.8, j * 2.8
        center = (i, j) == (1, 1)
        out.append(ibox(iso, x, y, 0, 2.2, 2.2, .35, 'teal' if center else 'navy'))
        cxp, cyp = x + 1.1, y + 1.1
        if kind == 'tower':
            out.append(ibox(iso, x + .5, y + .5, .35, 1.2, 1.2, 2.2, 'blue'))
        elif kind == 'solar':
            out.append(solar_panel(iso, x + .3, y + .4, 1.6, 1.4, 1.2, .7, 3, 2, legs=False))
        elif kind == 'city':
            for (a, b, h) in ((.3, .3, 1.6), (1.2, .3, 1.0), (.3, 1.2, .8), (1.2, 1.2, 1.9)):
                out.append(ibox(iso, x + a, y + b, .35, .7, .7, h, 'blue' if h > 1.2 else 'navy'))
        elif kind == 'core':
            out.append(ibox(iso, x + .6, y + .6, .35, 1.0, 1.0, 1.0, 'white'))
        elif kind == 'ship':
            out.append(ibox(iso, x + .3, y + .7, .35, 1.6, .8, .35, 'steel') + ibox(iso, x + .5, y + .8, .7, .6, .6, .5, 'white'))
        elif kind == 'gear':
            px, py = iso.p(cxp, cyp, 1.2)
            out.append(pth(gear_d(px, py, 24, 18, 9, 7), c=WHITE, w=1.5, op=.9, fill=SKY, fop=.5))
        elif kind == 'shield':
            px, py = iso.p(cxp, cyp, 1.3)
            out.append(pth(shield_d(px, py, 20), c=WHITE, w=1.6, fill=TEAL, fop=.5) + pth(check_d(px, py + 2, 16), w=2.6))
        elif kind == 'pen':
            out.append(ibox(iso, x + .4, y + .9, .35, 1.4, .4, .4, 'sky') + ibox(iso, x + .9, y + .4, .35, .4, 1.4, .25, 'teal'))
        elif kind == 'ai':
            for a in range(3):
                for b in range(3):
                    out.append(ibox(iso, x + .35 + a * .55, y + .35 + b * .55, .35, .4, .4, .3 + .35 * ((a * 3 + b) % 3), 'sky', edge=False))
        tops[(i, j)] = iso.p(cxp, cyp, .35)
    cpt = iso.p(3.9, 3.9, 2.4)
    for (i, j), p in tops.items():
        if (i, j) != (1, 1):
            out.append(ln(*cpt, *p, c=MINT, w=1.2, op=.45, stroke_dasharray='3 5'))
            out.append(circ(*p, 3.5, fill=MINT))
    out.append(node(*cpt, 7, MINT))
    return ''.join(out)

def m_energy_iot(cx, cy, r):
    iso = Iso(cx - 60, cy - 70, 36)
    out = []
    for i in range(9):
        out.append(pline([iso.p(i - .5, -.5), iso.p(i - .5, 7.5)], stroke=WHITE, stroke_opacity=.06))
        out.append(pline([iso.p(-.5, i - .5), iso.p(7.5, i - .5)], stroke=WHITE, stroke_opacity=.06))
    tops = []
    for j in range(2, -1, -1):
        for i in range(3):
            pass
    order = sorted([(i, j) for i in range(3) for j in range(3)], key=lambda t: t[0] + t[1])
    for i, j in order:
        x, y = i * 2.4, j * 2.5
        out.append(solar_panel(iso, x, y, 2.0, 2.0, 1.2, .45))
        tops.append(iso.p(x + 1, y, 1.25))
    hub = (cx + 300, cy - 150)
    for t in tops[::2]:
        mx, my = (t[0] + hub[0]) / 2, min(t[1], hub[1]) - 70
        out.append(pth(f'M{n(t[0])} {n(t[1])}Q{n(mx)} {n(my)} {n(hub[0])} {n(hub[1])}', c=MINT, w=1.4, op=.5, stroke_dasharray='4 6'))
        out.append(circ(*t, 3.5, fill=MINT))
    for k in range(1, 4):
        out.append(pth(arc_d(*hub, 40 + 22 * k, -60, 60), c=MINT, w=2, op=.6 - .15 * k))
        out.append(pth(arc_d(*hub, 40 + 22 * k, 120, 240), c=MINT, w=2, op=.6 - .15 * k))
    out.append(circ(*hub, 44, fill='url(#gBT)', c=WHITE, w=1.5, op=.4))
    out.append(el('path', d=bolt_d(*hub, 26), fill=WHITE))
    # storage unit
    out.append(ibox(iso, 8.2, 4.8, 0, 1.4, 2.4, 2.2, 'teal'))
    for k in range(4):
        out.append(pline([iso.p(8.2 + .2, 7.2, .35 + k * .45), iso.p(9.6 - .2, 7.2, .35 + k * .45)], stroke=WHITE, stroke_opacity=.6, stroke_width=3))
    return ''.join(out)

def m_marine(cx, cy, r):
    out = []
    mast = (cx - 220, cy - 150)
    for k in range(1, 5):
        out.append(circ(*mast, 70 * k, c=MINT, w=1, op=.22 - .04 * k))
    out.append(el('path', d=f'M{n(mast[0])} {n(mast[1])}L{n(mast[0] + 280)} {n(mast[1] - 80)}A291 291 0 0 1 {n(mast[0] + 290)} {n(mast[1] + 20)}Z', fill='url(#gSweep)', fill_opacity=.45))
    # hull and superstructure
    top, bot = cy + 40, cy + 118
    hull = [(cx - 300, top), (cx + 250, top), (cx + 330, top - 22), (cx + 282, bot), (cx - 262, bot), (cx - 305, top + 40)]
    out.append(poly(hull, fill='url(#gHull)', stroke=SKY, stroke_opacity=.6, stroke_width=1.6))
    out.append(ln(cx - 285, top + 50, cx + 300, top + 50, c=MINT, w=3, op=.8))
    cols = [BLUE, TEAL, '#3f5c85', '#1d56c4', '#2a4f86']
    for i in range(9):
        hgt = 3 if i in (2, 3, 6) else 2 if i % 2 else 1 + (i % 3 == 0)
        for k in range(hgt):
            c = cols[(i * 2 + k) % len(cols)]
            out.append(rrect(cx - 140 + i * 44, top - 28 - k * 28, 42, 26, 2, fill=c, stroke=DEEP, stroke_width=1.2))
            out.append(ln(cx - 132 + i * 44, top - 15 - k * 28, cx - 106 + i * 44, top - 15 - k * 28, op=.25, w=1))
    out.append(rrect(cx - 275, top - 100, 90, 100, 4, fill='#dfe6f0', stroke=SKY, stroke_opacity=.5))
    out.append(rrect(cx - 285, top - 118, 110, 20, 3, fill='#c4d0e0'))
    for k in range(4):
        out.append(rrect(cx - 266 + k * 20, top - 88, 14, 9, 1.5, fill=NAVY))
    out.append(ln(mast[0], top - 118, mast[0], mast[1], c='#dfe6f0', w=4, op=1))
    out.append(ln(mast[0] - 22, mast[1] + 16, mast[0] + 22, mast[1] + 16, c='#dfe6f0', w=4, op=1))
    out.append(node(*mast, 5, MINT, False))
    sat = (cx + 330, cy - 205)
    out.append(ln(*mast, *sat, c=MINT, w=1.2, op=.5, stroke_dasharray='3 7'))
    out.append(rrect(sat[0] - 12, sat[1] - 9, 24, 18, 3, fill='#dfe6f0') +
               rrect(sat[0] - 62, sat[1] - 8, 44, 16, 2, fill=BLUE, stroke=SKY) + rrect(sat[0] + 18, sat[1] - 8, 44, 16, 2, fill=BLUE, stroke=SKY))
    for k in range(7):
        y = cy + 128 + k * 19
        out.append(pline(wave_pts(cx - 460, cx + 470, y, 9 - k * .6, 210 + 25 * k, k * 1.3), stroke=MINT if k % 2 == 0 else SKY,
                         stroke_width=2 if k < 2 else 1.4, stroke_opacity=.75 - k * .08))
    return ''.join(out)

def m_smart_city(cx, cy, r):
    iso = Iso(cx, cy - 95, 35)
    out = []
    N = 7
    for i in range(N + 1):
        out.append(pline([iso.p(i * 1.2 - .2, -.2), iso.p(i * 1.2 - .2, N * 1.2 - .2)], stroke=WHITE, stroke_opacity=.08))
        out.append(pline([iso.p(-.2, i * 1.2 - .2), iso.p(N * 1.2 - .2, i * 1.2 - .2)], stroke=WHITE, stroke_opacity=.08))
    lots = []
    for i in range(N):
        for j in range(N):
            dc = math.dist((i, j), (3, 3))
            h = max(.4, (5.2 - dc * 1.05) * (.55 + .6 * r.random()))
            lots.append((i, j, h))
    lots.sort(key=lambda t: t[0] + t[1])
    tops = []
    for i, j, h in lots:
        x, y = i * 1.2, j * 1.2
        face = 'teal' if r.random() < .12 else ('blue' if h > 2.4 else 'navy')
        out.append(ibox(iso, x, y, 0, .85, .85, h, face))
        for k in range(1, int(h / .45)):
            out.append(pline([iso.p(x + .12, y + .85, k * .45), iso.p(x + .73, y + .85, k * .45)], stroke='#bfe3ff', stroke_opacity=.22))
        if h > 3:
            tops.append(iso.p(x + .42, y + .42, h))
    tops.sort()
    for a, b in zip(tops, tops[1:]):
        mx, my = (a[0] + b[0]) / 2, min(a[1], b[1]) - 60
        out.append(pth(f'M{n(a[0])} {n(a[1])}Q{n(mx)} {n(my)} {n(b[0])} {n(b[1])}', c=MINT, w=1.8, op=.75))
    for t in tops:
        out.append(node(*t, 4, MINT))
    return ''.join(out)

def m_digital_twin(cx, cy, r):
    out = []
    geo = [(0, 0, 0, 3, 3, 1.1), (.45, .45, 1.1, 2.1, 2.1, 1.3), (1, 1, 2.4, 1, 1, .9)]
    L_, R_ = Iso(cx - 200, cy - 60, 40), Iso(cx + 200, cy - 60, 40)
    for iso in (L_, R_):
        out.append(iso.quad([(-.8, -.8, 0), (3.8, -.8, 0), (3.8, 3.8, 0), (-.8, 3.8, 0)], fill='none', stroke=WHITE, stroke_opacity=.18, stroke_dasharray='3 5'))
    faces = ['navy', 'blue', 'sky']
    for g, f in zip(geo, faces):
        out.append(ibox(L_, *g, f))
    for g in geo:
        out.append(R_.wire(*g, stroke=MINT, stroke_width=1.6, stroke_opacity=.9, stroke_linejoin='round'))
    for _ in range(90):
        g = r.choice(geo)
        side = r.random()
        x, y, z, w, d, h = g
        if side < .34:
            p = R_.p(x + r.random() * w, y + r.random() * d, z + h)
        elif side < .67:
            p = R_.p(x + r.random() * w, y + d, z + r.random() * h)
        else:
            p = R_.p(x + w, y + r.random() * d, z + r.random() * h)
        out.append(circ(*p, 1.6, fill=MINT, fop=.7))
    for c in [(3, 3, 1.1), (3, 0, 1.1), (0, 3, 1.1), (2, 2, 3.3), (1, 1, 3.3)]:
        a, b = L_.p(*c), R_.p(*c)
        out.append(ln(*a, *b, w=1, op=.2, stroke_dasharray='2 6'))
    out.append(rrect(cx - 3, cy - 230, 6, 440, 3, fill='url(#gScan)'))
    out.append(circ(cx, cy - 230, 5, fill=MINT) + circ(cx, cy + 210, 5, fill=MINT))
    return ''.join(out)

def m_smart_factory(cx, cy, r):
    out = []
    gx, gy = cx + 230, cy - 150
    out.append(pth(gear_d(gx, gy, 74, 58, 12, 22), c=SKY, w=2, op=.8, fill=BLUE, fop=.2))
    out.append(pth(gear_d(gx + 104, gy + 84, 46, 35, 9, 13), c=MINT, w=2, op=.9, fill=TEAL, fop=.2))
    iso = Iso(cx - 250, cy - 60, 40)
    for x in (.3, 4.5, 8.7):
        out.append(pline([iso.p(x, .2, 0), iso.p(x, .2, .9)], stroke='#8fb8ff', stroke_opacity=.6, stroke_width=3))
        out.append(pline([iso.p(x, 1.4, 0), iso.p(x, 1.4, .9)], stroke='#8fb8ff', stroke_opacity=.6, stroke_width=3))
    out.append(ibox(iso, 0, 0, .9, 9, 1.6, .28, 'steel'))
    for k in range(19):
        out.append(pline([iso.p(k * .5, 0, 1.18), iso.p(k * .5, 1.6, 1.18)], stroke=DEEP, stroke_opacity=.5))
    # robot arm behind the belt
    base = iso.p(5.2, -2.4, 0)
    out.append(el('ellipse', cx=base[0], cy=base[1], rx=38, ry=20, fill='#2e4668', stroke=SKY, stroke_opacity=.5))
    out.append(rrect(base[0] - 24, base[1] - 40, 48, 40, 6, fill='#3f5c85'))
    sh = (base[0], base[1] - 52)
    el_ = (sh[0] + 30, sh[1] - 120)
    tip = iso.p(6.3, .8, 2.45)
    wr = (tip[0], tip[1] - 40)
    for a, b in ((sh, el_), (el_, wr)):
        out.append(ln(*a, *b, c='#dfe6f0', w=20, op=1) + ln(*a, *b, c=BLUE, w=8, op=.8))
    out.append(ln(*wr, *tip, c='#dfe6f0', w=6, op=1))
    for p in (sh, el_, wr):
        out.append(circ(*p, 13, fill=DEEP, c=MINT, w=3))
    boxes = [(1, 'blue'), (3.2, 'teal'), (5.7, 'blue'), (7.8, 'sky')]
    for x, f in boxes:
        out.append(ibox(iso, x, .25, 1.18, 1.1, 1.1, 1.0, f))
    out.append(pth(arc_d(*tip, 26, 200, 340), c=ORANGE, w=2, op=.9))
    return ''.join(out)

def m_safety(cx, cy, r):
    out = []
    for rr, op in ((170, .2), (235, .14), (300, .09)):
        out.append(circ(cx, cy, rr, c=WHITE, w=1.2, op=op, stroke_dasharray='4 7' if rr != 235 else None))
    for a in range(0, 360, 6):
        ra = math.radians(a)
        l_ = 12 if a % 30 == 0 else 5
        out.append(ln(cx + 235 * math.cos(ra), cy + 235 * math.sin(ra), cx + (235 - l_) * math.cos(ra), cy + (235 - l_) * math.sin(ra), w=1.2, op=.3))
    out.append(el('path', d=shield_d(cx, cy - 12, 140), fill=MINT, fill_opacity=.08))
    out.append(pth(shield_d(cx, cy - 12, 118), c=MINT, w=3, fill='url(#gShield)', fop=.9))
    out.append(pth(shield_d(cx, cy - 12, 92), c=WHITE, w=1.5, op=.25))
    out.append(pth(check_d(cx, cy + 2, 78), c=WHITE, w=16))
    sats = [(200, 'helmet'), (320, 'alert'), (40, 'plus'), (140, 'eye')]
    for a, kind in sats:
        x, y = cx + 235 * math.cos(math.radians(a)), cy + 235 * math.sin(math.radians(a))
        c = ORANGE if kind == 'alert' else MINT
        out.append(circ(x, y, 30, fill=DEEP, c=c, w=2))
        if kind == 'helmet':
            out.append(el('path', d=helmet_d(x, y + 7, 18), fill=WHITE))
        elif kind == 'alert':
            out.append(pth(f'M{n(x)} {n(y - 14)}L{n(x + 15)} {n(y + 12)}H{n(x - 15)}Z', c=ORANGE, w=2.5) + ln(x, y - 4, x, y + 3, c=ORANGE, w=2.5, op=1))
        elif kind == 'plus':
            out.append(pth(f'M{n(x - 12)} {n(y)}H{n(x + 12)}M{n(x)} {n(y - 12)}V{n(y + 12)}', w=4))
        else:
            out.append(pth(f'M{n(x - 16)} {n(y)}Q{n(x)} {n(y - 16)} {n(x + 16)} {n(y)}Q{n(x)} {n(y + 16)} {n(x - 16)} {n(y)}Z', w=2.2) + circ(x, y, 5, fill=WHITE))
    return ''.join(out)

def m_design(cx, cy, r):
    out = []
    x0, y0, w, h = cx - 390, cy - 215, 780, 430
    g = ''
    for x in range(x0, x0 + w + 1, 20):
        g += f'M{x} {y0}V{y0 + h}'
    for y in range(y0, y0 + h + 1, 20):
        g += f'M{x0} {y}H{x0 + w}'
    out.append(el('path', d=g, stroke=WHITE, stroke_opacity=.045, fill='none'))
    g = ''.join(f'M{x} {y0}V{y0 + h}' for x in range(x0, x0 + w + 1, 100)) + ''.join(f'M{x0} {y}H{x0 + w}' for y in range(y0, y0 + h + 1, 100))
    out.append(el('path', d=g, stroke=SKY, stroke_opacity=.16, fill='none'))
    out.append(rrect(x0, y0, w, h, 6, fill='none', stroke=WHITE, stroke_opacity=.25))
    iso = Iso(cx - 200, cy - 40, 42)
    for gg in [(0, 0, 0, 3, 2.2, 2.6), (3, 0, 0, 1.6, 2.2, 1.5), (.6, .6, 2.6, 1.6, 1, .8)]:
        out.append(iso.wire(*gg, stroke=WHITE, stroke_opacity=.75, stroke_width=1.5, stroke_linejoin='round'))
    for a, b in (((-1, 2.2, 0), (5.6, 2.2, 0)), ((0, -1, 0), (0, 3.4, 0)), ((4.6, -1, 0), (4.6, 3.4, 0))):
        out.append(pline([iso.p(*a), iso.p(*b)], stroke=SKY, stroke_opacity=.5, stroke_dasharray='6 5'))
    p1, p2 = iso.p(0, 2.9, 0), iso.p(3, 2.9, 0)
    out.append(pline([p1, p2], stroke=MINT, stroke_width=1.4) + circ(*p1, 3, fill=MINT) + circ(*p2, 3, fill=MINT))
    mx, my = (p1[0] + p2[0]) / 2, (p1[1] + p2[1]) / 2
    out.append(bar(mx - 20, my + 10, 40, 7, MINT, .8))
    a, c1, c2, b = (cx + 30, cy + 160), (cx + 90, cy - 190), (cx + 280, cy + 210), (cx + 350, cy - 130)
    out.append(ln(*a, *c1, w=1.2, op=.55) + ln(*b, *c2, w=1.2, op=.55))
    out.append(pth(f'M{a[0]} {a[1]}C{c1[0]} {c1[1]} {c2[0]} {c2[1]} {b[0]} {b[1]}', c=MINT, w=10, op=.14))
    out.append(pth(f'M{a[0]} {a[1]}C{c1[0]} {c1[1]} {c2[0]} {c2[1]} {b[0]} {b[1]}', c=MINT, w=3.2))
    for p in (c1, c2):
        out.append(rrect(p[0] - 7, p[1] - 7, 14, 14, 2, fill=DEEP, stroke=WHITE, stroke_width=2))
    out.append(circ(*a, 7, fill=WHITE) + circ(*b, 7, fill=WHITE))
    px, py = cx + 250, cy + 120
    out.append(pth(arc_d(px, py, 120, 195, 325), c=ORANGE, w=1.8, op=.8, stroke_dasharray='5 6'))
    out.append(ln(px, py - 150, px - 100, py - 60, c='#dfe6f0', w=5, op=.9) + ln(px, py - 150, px + 70, py - 78, c='#dfe6f0', w=5, op=.9))
    out.append(circ(px, py - 150, 9, fill=DEEP, c=WHITE, w=3))
    ry = y0 + h - 30
    out.append(rrect(x0 + 20, ry, w - 40, 22, 3, fill=WHITE, fill_opacity=.08, stroke=WHITE, stroke_opacity=.25))
    out.append(el('path', d=''.join(f'M{x} {ry}v{14 if (x - x0 - 20) % 50 == 0 else 7}' for x in range(x0 + 20, x0 + w - 19, 10)),
                  stroke=WHITE, stroke_opacity=.45, fill='none'))
    return ''.join(out)

def m_ai(cx, cy, r):
    layers = [4, 6, 6, 5, 3]
    xs = [cx - 380 + i * 190 for i in range(len(layers))]
    pos = [[(x, cy + (k - (m - 1) / 2) * 70) for k in range(m)] for x, m in zip(xs, layers)]
    out = []
    for A, B in zip(pos, pos[1:]):
        for a in A:
            for b in B:
                out.append(ln(*a, *b, w=1, op=.09))
    active = set()
    for chain in range(3):
        prev = None
        for li, L in enumerate(pos):
            k = r.randrange(len(L))
            p = L[k]
            active.add((li, k))
            if prev:
                out.append(ln(*prev, *p, c=MINT, w=6, op=.14) + ln(*prev, *p, c=MINT if chain != 2 else SKY, w=2, op=.9))
            prev = p
    for li, L in enumerate(pos):
        for k, (x, y) in enumerate(L):
            on = (li, k) in active
            out.append(circ(x, y, 26, fill=MINT, fop=.1) if on else '')
            out.append(circ(x, y, 12, fill=MINT if on else DEEP, c=MINT if on else SKY, w=2))
    ox = xs[-1]
    out.append(pth(f'M{ox + 60} {cy - 130}h20v260h-20', c=WHITE, w=1.5, op=.35))
    for k in range(3):
        out.append(bar(ox + 100, cy - 10 - 70 + k * 70, [70, 44, 58][k], 9, MINT if k == 0 else WHITE, .8 if k == 0 else .35))
    return ''.join(out)

def ui_panel(x, y, w, h, op=.92):
    s = rrect(x, y, w, h, 14, fill='#0f2a52', fill_opacity=op, stroke=SKY, stroke_opacity=.45, stroke_width=1.4)
    s += el('path', d=f'M{x} {y + 40}H{x + w}', stroke=WHITE, stroke_opacity=.12)
    for k in range(3):
        s += circ(x + 20 + k * 16, y + 20, 4.5, fill=WHITE, fop=.3)
    return s

def m_safewiz(cx, cy, r):
    out = []
    out.append(f'<g transform="translate({cx - 150},{cy - 250}) skewY(-6)" opacity=".55">{ui_panel(0, 0, 400, 250)}' +
               ''.join(bar(24, 64 + k * 26, [300, 220, 260, 180, 240, 120, 200][k], 8, WHITE, .3) for k in range(6)) + '</g>')
    g = ui_panel(0, 0, 500, 330)
    for i in range(5):
        for j in range(5):
            lvl = i + (4 - j)
            c = TEAL if lvl < 3 else BLUE if lvl < 5 else '#7fa8e6' if lvl < 7 else ORANGE
            g += rrect(24 + i * 38, 62 + j * 38, 32, 32, 5, fill=c, fill_opacity=.85 if lvl >= 7 else .6)
    for k in range(4):
        g += circ(250, 80 + k * 36, 9, fill=TEAL) + pth(check_d(250, 80 + k * 36, 9), w=2.2)
        g += bar(268, 76 + k * 36, [150, 110, 170, 90][k], 8, WHITE, .6)
    chart = [(250 + k * 28, 300 - 40 * (math.sin(k * .9) * .4 + .5 + k * .05)) for k in range(9)]
    g += pline(chart, stroke=MINT, stroke_width=2.5, stroke_linejoin='round') + ln(250, 300, 480, 300, op=.25, w=1)
    out.append(f'<g transform="translate({cx - 330},{cy - 160}) skewY(-6)">{g}</g>')
    sx, sy = cx + 290, cy + 120
    out.append(circ(sx, sy, 95, fill=MINT, fop=.1) + circ(sx, sy, 70, fill='url(#gBT)', c=WHITE, w=2, op=.6))
    out.append(pth(shield_d(sx, sy - 4, 34), w=3) + pth(check_d(sx, sy - 2, 26), w=4.5))
    return ''.join(out)

def m_must_xr(cx, cy, r):
    out = []
    hy = cy + 30
    vp = (cx, cy - 120)
    g = ''
    for k in range(-12, 13):
        bx = cx + k * 90
        t = (hy - vp[1]) / (620 - vp[1])
        g += f'M{n(vp[0] + (bx - vp[0]) * t)} {hy}L{n(bx)} 620'
    for k in range(1, 9):
        y = hy + (560 - hy) * (k / 8) ** 1.8
        g += f'M{cx - 520} {n(y)}H{cx + 520}'
    out.append(f'<g mask="url(#mFloor)">' + el('path', d=g, stroke=MINT, stroke_opacity=.35, fill='none', stroke_width=1.2) + '</g>')
    ring = []
    for k in range(8):
        a = math.radians(90 + k * 45)
        x, y = cx + 250 * math.cos(a), cy + 170 + 55 * math.sin(a)
        ring.append((y, x))
    for y, x in sorted(ring):
        out.append(el('ellipse', cx=x, cy=y, rx=22, ry=7, fill=MINT, fill_opacity=.25, stroke=MINT, stroke_width=1.5))
        out.append(ln(x, y, x, y - 34, w=3, op=.8) + circ(x, y - 44, 8, fill=WHITE, fop=.9))
    out.append(poly([(cx - 120, cy - 40), (cx + 120, cy - 40), (cx + 300, cy + 200), (cx - 300, cy + 200)], fill='url(#gBeam)'))
    hx, hy2 = cx, cy - 130
    out.append(pth(f'M{hx - 178} {hy2 - 30}C{hx - 240} {hy2 - 120} {hx + 240} {hy2 - 120} {hx + 178} {hy2 - 30}', c=WHITE, w=14, op=.22))
    out.append(rrect(hx - 206, hy2 - 26, 34, 60, 12, fill='#1a3766', stroke=SKY, stroke_opacity=.5) +
               rrect(hx + 172, hy2 - 26, 34, 60, 12, fill='#1a3766', stroke=SKY, stroke_opacity=.5))
    out.append(el('path', d=goggle_d(hx, hy2, 190, 84, 34), fill='url(#gHead)', stroke=SKY, stroke_width=2, stroke_opacity=.8))
    out.append(el('path', d=goggle_d(hx, hy2 - 2, 168, 66, 26), fill='url(#gVisor)'))
    out.append(pth(f'M{hx - 130} {hy2 - 40}C{hx - 60} {hy2 - 54} {hx + 30} {hy2 - 54} {hx + 110} {hy2 - 44}', w=3, op=.45))
    for dx in (-120, -60, 60, 120):
        out.append(circ(hx + dx, hy2 + 22, 5, fill=DEEP, fop=.6))
    out.append(circ(hx + 160, hy2 - 60, 5, fill=ORANGE))
    return ''.join(out)

def goggle_d(x, y, hw, hh, notch):
    """VR goggles seen from the front: a wide rounded body with a nose notch."""
    r_ = hh * .55
    return (f'M{n(x - hw)} {n(y - hh + r_)}Q{n(x - hw)} {n(y - hh)} {n(x - hw + r_)} {n(y - hh)}H{n(x + hw - r_)}'
            f'Q{n(x + hw)} {n(y - hh)} {n(x + hw)} {n(y - hh + r_)}V{n(y + hh - r_)}Q{n(x + hw)} {n(y + hh)} {n(x + hw - r_)} {n(y + hh)}'
            f'H{n(x + notch * 1.6)}C{n(x + notch)} {n(y + hh)} {n(x + notch * .7)} {n(y + hh - notch)} {n(x)} {n(y + hh - notch)}'
            f'C{n(x - notch * .7)} {n(y + hh - notch)} {n(x - notch)} {n(y + hh)} {n(x - notch * 1.6)} {n(y + hh)}'
            f'H{n(x - hw + r_)}Q{n(x - hw)} {n(y + hh)} {n(x - hw)} {n(y + hh - r_)}Z')

def m_hatna(cx, cy, r):
    out = []
    sx, sy = cx + 260, cy - 150
    out.append(circ(sx, sy, 150, fill='url(#gSun)'))
    out.append(circ(sx, sy, 40, fill=ORANGE, fop=.95))
    for k in range(12):
        a = math.radians(k * 30)
        out.append(ln(sx + 56 * math.cos(a), sy + 56 * math.sin(a), sx + 74 * math.cos(a), sy + 74 * math.sin(a), c=ORANGE, w=3, op=.8))
    iso = Iso(cx - 60, cy - 40, 34)
    for i in range(4):
        out.append(solar_panel(iso, i * 2.2, 0, 1.9, 2.6, 1.3, .45, 4, 4))
    px, py = cx - 270, cy - 150
    for k in range(10):
        a0 = -90 + k * 36
        on = k < 3
        out.append(el('path', d=f'M{px} {py}L{n(px + 66 * math.cos(math.radians(a0)))} {n(py + 66 * math.sin(math.radians(a0)))}A66 66 0 0 1 {n(px + 66 * math.cos(math.radians(a0 + 36)))} {n(py + 66 * math.sin(math.radians(a0 + 36)))}Z',
                      fill=MINT if on else BLUE, fill_opacity=.95 if on else .35, stroke=DEEP, stroke_width=3))
    out.append(circ(px, py, 26, fill=DEEP))
    for k in range(5):
        y = cy + 190 - k * 15
        x = cx + 320
        out.append(el('ellipse', cx=x, cy=y + 8, rx=46, ry=14, fill='#087572') + rrect(x - 46, y, 92, 8, 0, fill='#0b9a96') +
                   el('ellipse', cx=x, cy=y, rx=46, ry=14, fill='#22c3b8', stroke='#8ff0e6', stroke_opacity=.6))
    curve = [(cx - 420 + k * 20, cy + 220 - 110 * (k / 34) ** 1.6 - 8 * math.sin(k * .7)) for k in range(35)]
    out.append(poly(curve + [(curve[-1][0], cy + 240), (curve[0][0], cy + 240)], fill='url(#gArea)'))
    out.append(pline(curve, stroke=MINT, stroke_width=2.5))
    return ''.join(out)

def m_enov(cx, cy, r):
    out = []
    gx, gy = cx - 230, cy + 10
    out.append(pth(arc_d(gx, gy, 130, 135, 405), c=WHITE, w=20, op=.1))
    out.append(pth(arc_d(gx, gy, 130, 135, 340), c='url(#gBTu)', w=20))
    for a in range(135, 406, 27):
        ra = math.radians(a)
        out.append(ln(gx + 100 * math.cos(ra), gy + 100 * math.sin(ra), gx + 90 * math.cos(ra), gy + 90 * math.sin(ra), w=2, op=.4))
    na = math.radians(320)
    out.append(ln(gx, gy, gx + 80 * math.cos(na), gy + 80 * math.sin(na), c=ORANGE, w=4, op=1) + circ(gx, gy, 12, fill=DEEP, c=WHITE, w=3))
    out.append(bar(gx - 40, gy + 60, 80, 12, WHITE, .8) + bar(gx - 26, gy + 82, 52, 8, WHITE, .35))
    bx, by = cx - 10, cy - 150
    out.append(rrect(bx + 38, by - 14, 44, 16, 4, fill=WHITE, fill_opacity=.6))
    out.append(rrect(bx, by, 120, 230, 16, fill=NAVY, fill_opacity=.8, stroke=WHITE, stroke_width=3, stroke_opacity=.7))
    for k in range(5):
        out.append(rrect(bx + 14, by + 186 - k * 42, 92, 32, 6, fill='url(#gBT)' if k < 4 else WHITE, fill_opacity=1 if k < 4 else .08))
    out.append(el('path', d=bolt_d(bx + 60, by + 100, 34), fill=WHITE, fill_opacity=.95))
    cx0, cy0, cw, ch = cx + 170, cy - 150, 260, 200
    g = ''.join(f'M{cx0} {cy0 + k * 50}H{cx0 + cw}' for k in range(5))
    out.append(el('path', d=g, stroke=WHITE, stroke_opacity=.1, fill='none'))
    c1 = [(cx0 + k * 13, cy0 + 120 - 60 * math.sin(k / 4) - 20 * math.sin(k / 1.7)) for k in range(21)]
    c2 = [(cx0 + k * 13, cy0 + 160 - 40 * math.sin(k / 5 + 1) - 10 * math.sin(k / 1.3)) for k in range(21)]
    out.append(poly(c1 + [(cx0 + cw, cy0 + ch), (cx0, cy0 + ch)], fill='url(#gArea)'))
    out.append(pline(c1, stroke=MINT, stroke_width=2.5) + pline(c2, stroke=SKY, stroke_width=2, stroke_dasharray='6 5'))
    for k in range(6):
        out.append(rrect(cx0 + 10 + k * 42, cy + 150 - 20 * (1 + k % 3), 24, 20 * (1 + k % 3), 4, fill=BLUE if k % 2 else TEAL, fill_opacity=.8))
    for a, b in (((gx + 130, gy), (bx, by + 110)), ((bx + 120, by + 110), (cx0, cy0 + 100))):
        out.append(ln(*a, *b, c=MINT, w=1.5, op=.5, stroke_dasharray='4 6'))
    return ''.join(out)

def m_smart_erp(cx, cy, r):
    iso = Iso(cx, cy - 18, 34)
    out = []
    faces = ['navy', 'blue', 'teal', 'sky']
    for li, z in enumerate((0, 1.6, 3.2, 4.8)):
        out.append(ibox(iso, 0, 0, z, 6, 6, .22, faces[li], op=.92))
        rr = random.Random(li * 7 + 3)
        mods = []
        for _ in range(4):
            a, b = rr.randrange(5), rr.randrange(5)
            if (a, b) not in mods:
                mods.append((a, b))
        for a, b in sorted(mods, key=lambda t: t[0] + t[1]):
            out.append(ibox(iso, a + .15, b + .15, z + .22, .8, .8, .35 + .25 * rr.random(), 'white' if li == 3 else 'sky', op=.95))
        if li < 3:
            for (a, b) in ((0, 0), (6, 0), (6, 6), (0, 6)):
                out.append(pline([iso.p(a, b, z + .22), iso.p(a, b, z + 1.6)], stroke=WHITE, stroke_opacity=.3, stroke_dasharray='3 4'))
            for (a, b) in ((3, 6), (6, 3)):
                p = iso.p(a, b, z + 1.0)
                out.append(pline([iso.p(a, b, z + .22), iso.p(a, b, z + 1.6)], stroke=MINT, stroke_opacity=.8, stroke_width=2))
                out.append(circ(*p, 4, fill=MINT))
    return ''.join(out)

def m_smart_mes(cx, cy, r):
    out = []
    x0, y0 = cx - 420, cy - 190
    for k in range(9):
        x = x0 + 90 + k * 52
        out.append(ln(x, y0, x, y0 + 360, op=.07, w=1) + ln(x, y0 - 10, x, y0 - 2, op=.4, w=1.5))
    rr = random.Random(5)
    for row in range(7):
        y = y0 + 14 + row * 50
        out.append(bar(x0, y + 7, 56, 8, WHITE, .35))
        x = x0 + 90 + rr.randrange(0, 60)
        while x < x0 + 500:
            L = rr.randrange(60, 170)
            L = min(L, x0 + 540 - x)
            if L > 24:
                c = TEAL if rr.random() < .5 else BLUE
                out.append(rrect(x, y, L, 22, 6, fill=c, fill_opacity=.85))
            x += L + rr.randrange(10, 50)
    nx = x0 + 90 + 52 * 5 + 20
    out.append(ln(nx, y0 - 16, nx, y0 + 360, c=ORANGE, w=2, op=.9, stroke_dasharray='5 5') + circ(nx, y0 - 16, 5, fill=ORANGE))
    gx, gy = cx + 280, cy - 40
    for k, (rad_, frac, c) in enumerate(((120, .86, MINT), (94, .72, SKY), (68, .94, WHITE))):
        out.append(circ(gx, gy, rad_, c=WHITE, w=14, op=.08))
        out.append(pth(arc_d(gx, gy, rad_, -90, -90 + 360 * frac), c=c, w=14, op=.95 if k < 2 else .7))
    out.append(bar(gx - 30, gy - 6, 60, 12, WHITE, .85))
    out.append(pth(gear_d(gx + 130, gy + 190, 34, 26, 9, 10), c=MINT, w=2, op=.7))
    return ''.join(out)

def m_parkdian(cx, cy, r):
    iso = Iso(cx - 60, cy - 165, 46)
    out = [ibox(iso, 0, 0, -.25, 9.4, 6.4, .25, 'navy')]
    rows = [(.3, 2.4), (4.0, 6.1)]
    g = ''
    for ya, yb in rows:
        for k in range(8):
            x = .5 + k * 1.2
            a, b = iso.p(x, ya), iso.p(x, yb)
            g += f'M{n(a[0])} {n(a[1])}L{n(b[0])} {n(b[1])}'
    out.append(el('path', d=g, stroke=WHITE, stroke_opacity=.55, stroke_width=1.6, fill='none'))
    for k in range(8):
        a, b = iso.p(.5 + k * 1.2, 3.2), iso.p(.5 + k * 1.2 + .6, 3.2)
        out.append(pline([a, b], stroke=WHITE, stroke_opacity=.4, stroke_width=2))
    occupied = {(0, 1), (0, 2), (0, 4), (0, 6), (1, 0), (1, 3), (1, 4), (1, 5)}
    items = []
    for ri, (ya, yb) in enumerate(rows):
        for k in range(7):
            x = .5 + k * 1.2
            occ = (ri, k) in occupied
            sx_, sy_ = iso.p(x + .6, ya + .15 if ri == 0 else yb - .15)
            items.append((x + ya, 'sensor', (sx_, sy_, occ)))
            if occ:
                items.append((x + ya + .5, 'car', (x + .15, ya + .25, r.choice(['white', 'sky', 'steel', 'teal', 'blue']))))
    items.sort(key=lambda t: t[0])
    for _, kind, d in items:
        if kind == 'car':
            x, y, f = d
            out.append(ibox(iso, x, y, 0, .9, 1.7, .42, f, edge=False) + ibox(iso, x + .08, y + .45, .42, .74, .85, .3, 'navy', edge=False))
        else:
            x, y, occ = d
            c = ORANGE if occ else MINT
            out.append(circ(x, y, 9, fill=c, fop=.25) + circ(x, y, 4, fill=c))
    px, py = iso.p(9.9, 3.0, 0)
    out.append(ln(px, py, px, py - 210, c='#c4d0e0', w=6, op=1))
    sx, sy = px - 70, py - 300
    out.append(rrect(sx, sy, 150, 100, 12, fill=DEEP, stroke=SKY, stroke_width=2))
    out.append(rrect(sx + 12, sy + 14, 44, 44, 8, fill=BLUE))
    out.append(el('text', 'P', x=sx + 34, y=sy + 50, fill=WHITE, font_family=FONT, font_weight=800, font_size=34, text_anchor='middle'))
    out.append(el('text', '24', x=sx + 128, y=sy + 52, fill=MINT, font_family=FONT, font_weight=700, font_size=36, text_anchor='end'))
    out.append(pth(f'M{sx + 16} {sy + 80}H{sx + 120}M{sx + 106} {sy + 70}L{sx + 120} {sy + 80}L{sx + 106} {sy + 90}', c=MINT, w=4))
    return ''.join(out)

def m_remote_locker(cx, cy, r):
    out = []
    x0, y0, w, h = cx - 300, cy - 215, 400, 430
    out.append(poly([(x0 + w, y0), (x0 + w + 56, y0 - 34), (x0 + w + 56, y0 + h - 34), (x0 + w, y0 + h)], fill='#10284d', stroke=SKY, stroke_opacity=.4))
    out.append(poly([(x0, y0), (x0 + 56, y0 - 34), (x0 + w + 56, y0 - 34), (x0 + w, y0)], fill='#2a4f86', stroke=SKY, stroke_opacity=.4))
    out.append(rrect(x0, y0, w, h, 6, fill='url(#gCab)', stroke=SKY, stroke_opacity=.5, stroke_width=1.5))
    cw, ch, gap = (w - 30) / 4, (h - 36) / 5, 6
    for i in range(4):
        for j in range(5):
            x, y = x0 + 12 + i * (cw + 2), y0 + 12 + j * (ch + 2.5)
            if i in (1, 2) and j == 1:
                if i == 1:
                    out.append(rrect(x + 2, y + 2, 2 * cw - 2, ch - 4, 6, fill='url(#gBT)'))
                    out.append(bar(x + 16, y + 16, 80, 8, WHITE, .9) + bar(x + 16, y + 32, 120, 6, WHITE, .5) + bar(x + 16, y + 46, 60, 6, WHITE, .5))
                continue
            if (i, j) == (3, 3):
                out.append(rrect(x + 2, y + 2, cw - 4, ch - 4, 4, fill=DEEP))
                out.append(el('path', d=helmet_d(x + cw / 2 + 6, y + ch - 18, 26), fill=ORANGE))
                out.append(poly([(x + cw - 2, y + 2), (x + cw + 46, y - 18), (x + cw + 46, y + ch + 10), (x + cw - 2, y + ch - 2)], fill='#3f5c85', stroke=SKY, stroke_opacity=.5))
                continue
            out.append(rrect(x + 2, y + 2, cw - 4, ch - 4, 4, fill=WHITE, fill_opacity=.06, stroke=WHITE, stroke_opacity=.22))
            out.append(ln(x + cw - 18, y + ch / 2 - 10, x + cw - 18, y + ch / 2 + 10, w=3, op=.5))
            st = ORANGE if (i, j) in ((0, 3), (2, 4)) else MINT
            out.append(circ(x + 16, y + 16, 4, fill=st))
    out.append(rrect(x0 + 10, y0 + h - 14, w - 20, 8, 3, fill=WHITE, fill_opacity=.15))
    px, py = cx + 200, cy - 170
    out.append(rrect(px, py, 130, 240, 20, fill=DEEP, stroke=WHITE, stroke_opacity=.6, stroke_width=3))
    out.append(rrect(px + 12, py + 24, 106, 190, 8, fill='#0f2a52'))
    for k in range(4):
        out.append(rrect(px + 20, py + 36 + k * 40, 90, 32, 6, fill=WHITE, fill_opacity=.08) + circ(px + 36, py + 52 + k * 40, 8, fill=MINT if k != 2 else ORANGE, fop=.9) +
                   bar(px + 50, py + 48 + k * 40, 50, 7, WHITE, .55))
    out.append(rrect(px + 20, py + 196, 90, 12, 6, fill=MINT))
    for k in range(3):
        out.append(pth(arc_d(px - 20, py + 120, 24 + 18 * k, 150, 210), c=MINT, w=2.5, op=.8 - .2 * k))
    return ''.join(out)

def m_kiosk(cx, cy, r):
    out = []
    kx = cx - 60
    out.append(el('ellipse', cx=kx, cy=cy + 225, rx=150, ry=18, fill=MINT, fill_opacity=.12))
    out.append(rrect(kx - 110, cy + 200, 220, 26, 8, fill='#2a4f86', stroke=SKY, stroke_opacity=.4))
    out.append(rrect(kx - 40, cy + 120, 80, 90, 4, fill='#1a3766'))
    out.append(rrect(kx - 135, cy - 240, 270, 380, 26, fill='url(#gCab)', stroke=SKY, stroke_width=2, stroke_opacity=.6))
    sx, sy, sw_, sh_ = kx - 110, cy - 214, 220, 230
    out.append(rrect(sx, sy, sw_, sh_, 10, fill='url(#gScreen)'))
    out.append(bar(sx + 18, sy + 18, 110, 12, WHITE, .95) + bar(sx + 18, sy + 38, 70, 8, WHITE, .5))
    for i in range(2):
        for j in range(2):
            out.append(rrect(sx + 18 + i * 96, sy + 64 + j * 74, 88, 64, 10, fill=WHITE, fill_opacity=.92 if (i + j) % 2 == 0 else .25))
            out.append(circ(sx + 42 + i * 96, sy + 96 + j * 74, 10, fill=BLUE if (i + j) % 2 == 0 else WHITE))
    out.append(rrect(sx + 150, sy + 12, 56, 40, 6, fill=DEEP, fill_opacity=.7) + circ(sx + 178, sy + 26, 7, fill=WHITE, fop=.85) +
               pth(f'M{sx + 166} {sy + 48}q12 -14 24 0', w=3, op=.85))
    for i in range(3):
        for j in range(4):
            out.append(circ(kx - 60 + i * 22, cy + 44 + j * 20, 7, fill=WHITE, fop=.18, c=WHITE, w=1.2, op=.5) + circ(kx - 60 + i * 22, cy + 44 + j * 20, 1.8, fill=WHITE))
    out.append(rrect(kx + 24, cy + 40, 70, 10, 5, fill=DEEP) + rrect(kx + 24, cy + 62, 70, 10, 5, fill=DEEP))
    for k in range(4):
        out.append(ln(kx + 30 + k * 16, cy + 90, kx + 30 + k * 16, cy + 112, w=3, op=.4))
    out.append(pth(f'M{kx - 200} {cy - 150}V{cy + 80}M{kx - 212} {cy - 136}L{kx - 200} {cy - 152}L{kx - 188} {cy - 136}M{kx - 212} {cy + 66}L{kx - 200} {cy + 82}L{kx - 188} {cy + 66}', c=MINT, w=3))
    out.append(rrect(kx - 135, cy - 170, 270, 380, 26, fill='none', stroke=WHITE, stroke_opacity=.18, stroke_dasharray='6 6'))
    for k in range(3):
        out.append(pth(arc_d(kx + 150, cy + 100, 26 + 22 * k, -40, 40), c=MINT, w=3, op=.8 - .2 * k))
    wx, wy = cx + 280, cy + 90
    out.append(circ(wx, wy - 92, 16, fill=WHITE, fop=.9))
    out.append(pth(f'M{wx} {wy - 68}V{wy - 10}H{wx + 50}L{wx + 70} {wy + 50}', c=WHITE, w=12, op=.9))
    out.append(pth(f'M{wx} {wy - 44}H{wx + 40}', c=WHITE, w=10, op=.9))
    out.append(pth(arc_d(wx + 10, wy + 30, 60, 150, 400), c=MINT, w=10))
    return ''.join(out)

def coil_d(x, y, w, h, turns=4, gap=9):
    d = ''
    for t in range(turns):
        i = t * gap
        d += f'M{n(x + i)} {n(y + i + 6)}V{n(y + h - i - 6)}Q{n(x + i)} {n(y + h - i)} {n(x + i + 6)} {n(y + h - i)}H{n(x + w - i - 6)}Q{n(x + w - i)} {n(y + h - i)} {n(x + w - i)} {n(y + h - i - 6)}V{n(y + i + 6)}Q{n(x + w - i)} {n(y + i)} {n(x + w - i - 6)} {n(y + i)}H{n(x + i + 6)}Q{n(x + i)} {n(y + i)} {n(x + i)} {n(y + i + 6)}'
    return d

def rfid_card(w, h, c=MINT, body='#0f2a52', bop=.95):
    s = rrect(0, 0, w, h, 14, fill=body, fill_opacity=bop, stroke=SKY, stroke_opacity=.6, stroke_width=1.5)
    s += pth(coil_d(16, 16, w - 32, h - 32, 4, 8), c=c, w=2, op=.85)
    s += rrect(w / 2 - 14, h / 2 - 10, 28, 20, 3, fill='#c4d0e0')
    return s

def m_rfid(cx, cy, r):
    out = []
    rx, ry = cx - 290, cy + 20
    for k in range(5):
        out.append(pth(arc_d(rx + 70, ry - 90, 70 + 48 * k, -50, 30), c=MINT, w=3, op=.85 - .15 * k))
    dev = (rrect(-60, -120, 120, 190, 22, fill='url(#gCab)', stroke=SKY, stroke_width=2, stroke_opacity=.7) +
           rrect(-44, -100, 88, 70, 8, fill='url(#gScreen)') + bar(-32, -86, 50, 7, WHITE, .9) + bar(-32, -70, 30, 6, WHITE, .6) +
           rrect(-26, 70, 52, 140, 18, fill='#1a3766', stroke=SKY, stroke_opacity=.5) +
           circ(-20, -4, 8, fill=WHITE, fop=.3) + circ(6, -4, 8, fill=WHITE, fop=.3) + circ(32, -4, 8, fill=MINT))
    out.append(f'<g transform="translate({rx},{ry}) rotate(-18)">{dev}</g>')
    cards = [(cx + 20, cy - 170, -8), (cx + 200, cy - 40, 10), (cx - 20, cy + 70, 4)]
    for x, y, a in cards:
        out.append(f'<g transform="translate({x},{y}) rotate({a})">{rfid_card(200, 126)}</g>')
    lx, ly = cx + 250, cy - 210
    d = f'M{lx + 12} {ly + 24}' + ''.join(f'h8v-12h8v12' for _ in range(6)) + 'h8' + ''.join(f'h8v12h8v-12' for _ in range(6))
    out.append(f'<g transform="rotate(14 {lx} {ly})">' + rrect(lx, ly, 240, 48, 8, fill=WHITE, fill_opacity=.1, stroke=WHITE, stroke_opacity=.4) +
               pth(d, c=MINT, w=2) + rrect(lx + 110, ly + 16, 20, 16, 2, fill='#c4d0e0') + '</g>')
    for k in range(14):
        x = cx - 200 + k * 26
        y = cy - 10 + 30 * math.sin(k / 2.2)
        out.append(rrect(x, y, 12 if k % 3 else 6, 6, 3, fill=MINT, fill_opacity=.6))
    return ''.join(out)

def m_publicity(cx, cy, r):
    out = []
    mx, my = cx - 260, cy + 40
    mg = (el('path', d='M0 -30L110 -80V80L0 30Z', fill='url(#gBTv)', stroke=WHITE, stroke_opacity=.5, stroke_width=2) +
          rrect(-60, -34, 64, 68, 12, fill='#2a4f86', stroke=SKY, stroke_opacity=.6) + rrect(-40, 30, 26, 70, 10, fill='#1a3766', stroke=SKY, stroke_opacity=.5) +
          el('ellipse', cx=110, cy=0, rx=16, ry=80, fill='#0f2a52', stroke=WHITE, stroke_opacity=.6, stroke_width=2))
    out.append(f'<g transform="translate({mx},{my}) rotate(-16)">{mg}</g>')
    ox, oy = mx + 110 * math.cos(math.radians(-16)), my + 110 * math.sin(math.radians(-16))
    for k in range(4):
        out.append(pth(arc_d(ox, oy, 110 + 50 * k, -60, 30), c=MINT, w=3, op=.85 - .18 * k))
    frames = [(cx + 40, cy - 200, -6, 'play'), (cx + 240, cy - 90, 5, 'img'), (cx + 60, cy + 60, -3, 'text')]
    for x, y, a, kind in frames:
        g = rrect(0, 0, 220, 150, 12, fill='#0f2a52', fill_opacity=.95, stroke=WHITE, stroke_opacity=.3)
        if kind == 'play':
            g += rrect(10, 10, 200, 100, 8, fill='url(#gBT)') + poly([(98, 42), (98, 78), (128, 60)], fill=WHITE) + bar(12, 124, 120, 8, WHITE, .6)
        elif kind == 'img':
            g += rrect(10, 10, 200, 100, 8, fill='#1d56c4') + poly([(10, 110), (80, 50), (130, 95), (160, 70), (210, 110)], fill=TEAL) + circ(170, 38, 12, fill=ORANGE) + bar(12, 124, 90, 8, WHITE, .6)
        else:
            g += bar(16, 20, 150, 12, WHITE, .9) + ''.join(bar(16, 46 + k * 18, [188, 170, 180, 120, 150][k], 7, WHITE, .35) for k in range(5))
        out.append(f'<g transform="translate({x},{y}) rotate({a})">{g}</g>')
    return ''.join(out)

def news_sheet(w, h, r, img=True):
    g = rrect(0, 0, w, h, 8, fill='#10284d', stroke=WHITE, stroke_opacity=.25, stroke_width=1.5)
    g += rrect(20, 20, w * .5, 14, 4, fill=WHITE, fill_opacity=.85) + ln(20, 46, w - 20, 46, op=.3, w=1.5)
    g += rrect(20, 60, w - 40, 22, 5, fill=WHITE, fill_opacity=.75) + rrect(20, 90, (w - 40) * .7, 22, 5, fill=WHITE, fill_opacity=.75)
    colw = (w - 60) / 2
    y0 = 130
    if img:
        g += rrect(20, y0, colw, 110, 6, fill='url(#gBT)') + poly([(20, y0 + 110), (70, y0 + 60), (110, y0 + 95), (20 + colw, y0 + 50), (20 + colw, y0 + 110)], fill=NAVY, fill_opacity=.5)
    for c in range(2):
        x = 20 + c * (colw + 20)
        ys = y0 + (125 if img and c == 0 else 0)
        y = ys
        while y < h - 30:
            g += bar(x, y, colw * (.6 + .4 * r.random()) if r.random() < .3 else colw, 7, WHITE, .3)
            y += 16
    return g

def m_press(cx, cy, r):
    out = []
    for (x, y, a, op) in ((cx - 60, cy - 250, 8, .45), (cx + 120, cy - 220, 14, .3), (cx - 330, cy - 230, -6, 1)):
        out.append(f'<g transform="translate({x},{y}) rotate({a})" opacity="{op}">{news_sheet(340, 450, r)}</g>')
    out.append(f'<g transform="translate({cx + 80},{cy - 40}) rotate(-3)">' + rrect(0, 0, 300, 200, 12, fill='#0f2a52', stroke=MINT, stroke_width=2) +
               rrect(20, 22, 60, 22, 11, fill=MINT) + bar(20, 64, 240, 12, WHITE, .9) + bar(20, 86, 180, 12, WHITE, .9) +
               ''.join(bar(20, 118 + k * 16, [250, 230, 160][k], 7, WHITE, .35) for k in range(3)) + '</g>')
    return ''.join(out)

def m_press_view(cx, cy, r):
    out = []
    dx, dy = cx - 260, cy - 235
    page = rrect(0, 0, 400, 470, 10, fill='#112b52', stroke=WHITE, stroke_opacity=.3, stroke_width=1.5)
    page += circ(30, 32, 10, fill=MINT) + bar(50, 28, 90, 8, WHITE, .6) + bar(300, 28, 70, 8, WHITE, .3) + ln(20, 56, 380, 56, op=.25)
    page += rrect(20, 76, 330, 24, 6, fill=WHITE, fill_opacity=.9) + rrect(20, 108, 240, 24, 6, fill=WHITE, fill_opacity=.9)
    page += rrect(20, 150, 360, 120, 8, fill='url(#gBT)') + ''.join(bar(20, 290 + k * 18, 360 if k % 4 != 3 else 220, 7, WHITE, .35) for k in range(9))
    out.append(f'<g transform="translate({dx},{dy})">{page}</g>')
    lx, ly, lr = cx + 120, cy + 40, 105
    out.append(f'<clipPath id="lensclip"><circle cx="{lx}" cy="{ly}" r="{lr - 6}"/></clipPath>')
    inner = ''.join(bar(lx - 140, ly - 60 + k * 34, [300, 260, 300, 180][k], 14, WHITE, .55) for k in range(4))
    out.append(circ(lx, ly, lr, fill='#0f2a52', fop=.92))
    out.append(f'<g clip-path="url(#lensclip)">{inner}</g>')
    out.append(circ(lx, ly, lr, fill=MINT, fop=.08, c=WHITE, w=12, op=.9))
    a = math.radians(45)
    out.append(ln(lx + (lr + 6) * math.cos(a), ly + (lr + 6) * math.sin(a), lx + (lr + 110) * math.cos(a), ly + (lr + 110) * math.sin(a), c=WHITE, w=22, op=.9))
    out.append(pth(arc_d(lx, ly, lr - 22, 200, 250), w=5, op=.6))
    return ''.join(out)

def m_webzine(cx, cy, r):
    out = []
    for k in range(3):
        out.append(f'<g transform="translate({cx + 150 + k * 40},{cy - 230 + k * 20}) rotate({8 + k * 4})" opacity="{.35 - k * .1}">' +
                   rrect(0, 0, 180, 240, 8, fill='#1d56c4', stroke=WHITE, stroke_opacity=.4) + '</g>')
    pw, ph = 300, 380
    left = rrect(0, 0, pw, ph, 6, fill='#f3f5f8') + rrect(20, 20, pw - 40, 170, 4, fill='url(#gBT)') + \
        poly([(20, 190), (100, 110), (160, 160), (220, 120), (pw - 20, 160), (pw - 20, 190)], fill=NAVY, fill_opacity=.55) + \
        circ(230, 60, 16, fill=ORANGE, fop=.9) + rrect(20, 210, 200, 16, 4, fill=NAVY) + rrect(20, 234, 140, 16, 4, fill=NAVY) + \
        ''.join(bar(20, 266 + k * 15, 260 if k % 3 != 2 else 180, 6, '#8a97ab', .7) for k in range(6))
    right = rrect(0, 0, pw, ph, 6, fill='#e6ebf2') + \
        ''.join(bar(20, 30 + k * 15, 120, 6, '#8a97ab', .7) for k in range(10)) + rrect(160, 30, 120, 140, 4, fill=TEAL) + \
        rrect(20, 200, 260, 150, 4, fill='#0f4c81') + poly([(20, 350), (110, 260), (200, 320), (280, 250), (280, 350)], fill=BLUE) + \
        rrect(36, 216, 80, 10, 5, fill=WHITE, fill_opacity=.9)
    for k in range(5, 0, -1):
        out.append(el('path', d=f'M{cx - 300 - k * 3} {cy - 150 + k * 6}L{cx} {cy - 170 + k * 7}L{cx + 300 + k * 3} {cy - 150 + k * 6}V{cy + 230 + k * 6}L{cx} {cy + 210 + k * 7}L{cx - 300 - k * 3} {cy + 230 + k * 6}Z',
                      fill='#c4d0e0', fill_opacity=.5 + k * .05, stroke='#8a97ab', stroke_opacity=.5))
    out.append(f'<g transform="translate({cx - pw},{cy - 150}) skewY(-3.8)">{left}</g>')
    out.append(f'<g transform="translate({cx},{cy - 170}) skewY(3.8)">{right}</g>')
    out.append(el('path', d=f'M{cx} {cy - 170}V{cy + 210}', stroke=NAVY, stroke_opacity=.35, stroke_width=4))
    out.append(el('rect', x=cx - 30, y=cy - 170, width=60, height=380, fill='url(#gSpine)'))
    return ''.join(out)

# banner id -> (motif, first glow colour, second glow colour)
BANNERS = {
    'company-intro': (m_company_intro, TEAL, BLUE),
    'company-history': (m_company_history, BLUE, TEAL),
    'company-organization': (m_company_org, SKY, OCEAN),
    'company-core-capabilities': (m_core_capabilities, TEAL, BLUE),
    'company-esg-management': (m_esg, TEAL, '#0b8f6e'),
    'company-talent': (m_talent, BLUE, TEAL),
    'business': (m_business, TEAL, BLUE),
    'business-energy-iot': (m_energy_iot, TEAL, BLUE),
    'business-marine-ict': (m_marine, OCEAN, TEAL),
    'business-smart-city': (m_smart_city, BLUE, TEAL),
    'business-digital-twin': (m_digital_twin, TEAL, BLUE),
    'business-smart-factory': (m_smart_factory, BLUE, OCEAN),
    'business-safety': (m_safety, TEAL, BLUE),
    'business-design': (m_design, BLUE, OCEAN),
    'business-ai': (m_ai, SKY, TEAL),
    'solution-safewiz': (m_safewiz, BLUE, TEAL),
    'solution-must-xr': (m_must_xr, TEAL, '#2a3fb8'),
    'solution-hatna': (m_hatna, '#c2611a', BLUE),
    'solution-enov': (m_enov, TEAL, BLUE),
    'solution-smart-erp': (m_smart_erp, BLUE, TEAL),
    'solution-smart-mes': (m_smart_mes, TEAL, OCEAN),
    'products-parkdian': (m_parkdian, BLUE, TEAL),
    'products-remote-locker': (m_remote_locker, TEAL, BLUE),
    'products-kiosk': (m_kiosk, SKY, TEAL),
    'products-rfid': (m_rfid, TEAL, BLUE),
    'resources-publicity': (m_publicity, BLUE, TEAL),
    'resources-press': (m_press, OCEAN, BLUE),
    'resources-pressView': (m_press_view, BLUE, TEAL),
    'resources-webzine': (m_webzine, TEAL, BLUE),
}

def common_defs():
    """Gradients the motifs refer to by id."""
    return ''.join([
        lin('gBT', [(0, BLUE, 1), (1, TEAL, 1)], 0, 0, 1, 1),
        lin('gBTv', [(0, SKY, 1), (1, TEAL, 1)], 0, 0, 0, 1),
        lin('gBTu', [(0, BLUE, 1), (1, MINT, 1)], 0, 1, 1, 0),
        lin('gBarV', [(0, MINT, 1), (1, BLUE, .05)], 0, 0, 0, 1),
        lin('gArea', [(0, MINT, .35), (1, MINT, 0)], 0, 0, 0, 1),
        lin('gShield', [(0, BLUE, .85), (1, TEAL, .55)], 0, 0, 0, 1),
        lin('gHull', [(0, '#2a4f86', 1), (1, '#0d203b', 1)], 0, 0, 0, 1),
        lin('gCab', [(0, '#1f4a86', 1), (1, '#0e2547', 1)], 0, 0, 0, 1),
        lin('gScreen', [(0, BLUE, 1), (1, TEAL, 1)], 0, 0, 1, 1),
        lin('gHead', [(0, '#2a4f86', 1), (1, '#10284d', 1)], 0, 0, 0, 1),
        lin('gVisor', [(0, '#0b2a55', 1), (.5, BLUE, 1), (1, MINT, 1)], 0, 0, 1, 1),
        lin('gBeam', [(0, MINT, .22), (1, MINT, 0)], 0, 0, 0, 1),
        lin('gScan', [(0, MINT, 0), (.5, MINT, .9), (1, MINT, 0)], 0, 0, 0, 1),
        lin('gSpine', [(0, NAVY, 0), (.5, NAVY, .25), (1, NAVY, 0)], 0, 0, 1, 0),
        rad('gSun', [(0, ORANGE, .45), (.5, ORANGE, .12), (1, ORANGE, 0)]),
        rad('gSweep', [(0, MINT, .6), (1, MINT, 0)], 0, .5, 1),
        lin('gFloorM', [(0, WHITE, 0), (.25, WHITE, 1), (1, WHITE, .6)], 0, 0, 0, 1),
        el('mask', el('rect', x=0, y=0, width=1920, height=620, fill='url(#gFloorM)'), id='mFloor', maskUnits='userSpaceOnUse', x=0, y=0, width=1920, height=620),
    ])

def banner_svg(bid, small=False):
    motif, ca, cb = BANNERS[bid]
    r = random.Random(bid)
    W, H, CX, CY = 1920, 560, 1420, 285
    defs = [common_defs(),
            lin('bg', [(0, DEEP, 1), (.55, NAVY, 1), (1, '#0c2f5c', 1)], 0, 0, 1, 1),
            lin('veil', [(0, DEEP, .96), (.28, DEEP, .82), (.5, DEEP, .35), (.62, DEEP, 0)], 0, 0, 1, 0),
            lin('floor', [(0, DEEP, 0), (1, DEEP, .55)], 0, 0, 0, 1),
            el('pattern', el('path', d='M48 0H0V48', fill='none', stroke=WHITE, stroke_opacity=.07), id='grid', width=48, height=48, patternUnits='userSpaceOnUse'),
            lin('gridfade', [(0, WHITE, 0), (.45, WHITE, .15), (1, WHITE, 1)], 0, 0, 1, 0),
            el('mask', el('rect', width=W, height=H, fill='url(#gridfade)'), id='gridmask')]
    body = [el('rect', width=W, height=H, fill='url(#bg)')]
    for i, (x, y, rr_, c, op) in enumerate([(CX + r.randint(-80, 160), r.randint(40, 160), 640, ca, .42),
                                            (CX - 260 + r.randint(-60, 60), H + 40, 720, cb, .4),
                                            (1860, r.randint(380, 520), 380, TEAL, .18)]):
        d, b = glow(x, y, rr_, c, op, f'gl{i}')
        defs.append(d)
        body.append(b)
    body.append(el('rect', width=W, height=H, fill='url(#grid)', mask='url(#gridmask)'))
    body.append(f'<g>{motif(CX, CY, r)}</g>')
    body.append(el('rect', y=H - 160, width=W, height=160, fill='url(#floor)'))
    if small:
        # phones: crop on the motif, dim it evenly, darker on the left and bottom for the title
        X0 = CX - 390
        defs.append(lin('veilS', [(0, DEEP, .88), (.45, DEEP, .55), (1, DEEP, .25)], 0, 0, 1, 0))
        defs.append(lin('veilB', [(0, DEEP, 0), (1, DEEP, .7)], 0, 0, 0, 1))
        body.append(el('rect', x=X0, width=780, height=H, fill='url(#veilS)'))
        body.append(el('rect', x=X0, y=H * .45, width=780, height=H * .55, fill='url(#veilB)'))
        return svg(780, 560, ''.join(body), ''.join(defs), vb=f'{X0} 0 780 560')
    body.append(el('rect', width=W, height=H, fill='url(#veil)'))
    return svg(W, H, ''.join(body), ''.join(defs))

def build_banners(only=None):
    print('banners')
    ids = only or list(BANNERS)
    def one(bid):
        raster(banner_svg(bid), 1920, 560, f'{IMG}/banner-{bid}.webp', 120_000, 90)
        raster(banner_svg(bid, True), 780, 560, f'{IMG}/banner-{bid}-sm.webp', 50_000, 88)
    parallel(one, ids)

# ============================================================================= product and solution scenes
from html import escape as _esc

def txt(x, y, s, size=16, w=600, fill=TEXT, anchor=None, op=None, ls=None):
    return el('text', _esc(s), x=x, y=y, font_family=FONT, font_size=size, font_weight=w, fill=fill,
              text_anchor=anchor, fill_opacity=op, letter_spacing=ls)

def shadow_defs():
    return ('<filter id="sh" x="-30%" y="-30%" width="160%" height="180%"><feGaussianBlur stdDeviation="16"/></filter>'
            '<filter id="shs" x="-30%" y="-30%" width="160%" height="180%"><feGaussianBlur stdDeviation="6"/></filter>')

def card(x, y, w, h, r=16, fill=WHITE, sh=True, stroke=None, sop=None, shop=.16):
    s = rrect(x + 2, y + 14, w - 4, h, r, fill=NAVY, fill_opacity=shop, filter='url(#sh)') if sh else ''
    return s + rrect(x, y, w, h, r, fill=fill, stroke=stroke, stroke_opacity=sop)

def floor_shadow(x, y, rx, ry, op=.18):
    return el('ellipse', cx=x, cy=y, rx=rx, ry=ry, fill=NAVY, fill_opacity=op, filter='url(#sh)')

def light_scene(W, H, body, accent=TEAL, extra_defs=''):
    defs = (shadow_defs() + common_defs() +
            lin('lbg', [(0, '#f9fbfe', 1), (1, '#e3eaf4', 1)], 0, 0, 1, 1) +
            rad('lacc', [(0, accent, .16), (1, accent, 0)]) + rad('lacc2', [(0, BLUE, .12), (1, BLUE, 0)]) +
            el('pattern', circ(12, 12, 1.3, fill=NAVY, fop=.09), id='dots', width=24, height=24, patternUnits='userSpaceOnUse') + extra_defs)
    bg = (el('rect', width=W, height=H, fill='url(#lbg)') + el('rect', width=W, height=H, fill='url(#dots)') +
          circ(W * .82, H * .2, H * .55, fill='url(#lacc)') + circ(W * .12, H * .95, H * .5, fill='url(#lacc2)'))
    return svg(W, H, bg + body, defs)

def dark_scene(W, H, body, extra_defs=''):
    defs = (shadow_defs() + common_defs() + lin('dbg', [(0, DEEP, 1), (.6, NAVY, 1), (1, '#0c2f5c', 1)], 0, 0, 1, 1) +
            el('pattern', el('path', d='M40 0H0V40', fill='none', stroke=WHITE, stroke_opacity=.05), id='dgrid', width=40, height=40, patternUnits='userSpaceOnUse') + extra_defs)
    g1d, g1 = glow(W * .8, H * .15, H * .8, TEAL, .35, 'dg1')
    g2d, g2 = glow(W * .15, H * 1.05, H * .9, BLUE, .4, 'dg2')
    bg = el('rect', width=W, height=H, fill='url(#dbg)') + g1 + g2 + el('rect', width=W, height=H, fill='url(#dgrid)')
    return svg(W, H, bg + body, defs + g1d + g2d)

ASPHALT = ('#3d5070', '#2b3a52', '#1f2b3f')
FACE['asphalt'] = ASPHALT
FACE['light'] = ('#ffffff', '#e8edf4', '#d3dce8')
FACE['panel'] = ('#f4f7fb', '#dde4ee', '#c7d2e1')

def car(iso, x, y, face):
    return (ibox(iso, x, y, 0, .92, 1.75, .42, face, edge=False) +
            ibox(iso, x + .08, y + .5, .42, .76, .82, .3, 'navy', edge=False) +
            iso.quad([(x + .1, y + .52, .72), (x + .82, y + .52, .72), (x + .82, y + 1.3, .72), (x + .1, y + 1.3, .72)], fill=WHITE, fill_opacity=.12))

def product_parkdian_1():
    iso = Iso(505, 200, 60)
    o = [floor_shadow(600, 560, 470, 150, .16), ibox(iso, 0, 0, -.3, 9.4, 6.4, .3, 'asphalt', edge=False)]
    rows = [(.3, 2.4), (4.0, 6.1)]
    g = ''
    for ya, yb in rows:
        for k in range(8):
            a, b = iso.p(.5 + k * 1.2, ya), iso.p(.5 + k * 1.2, yb)
            g += f'M{n(a[0])} {n(a[1])}L{n(b[0])} {n(b[1])}'
    o.append(el('path', d=g, stroke=WHITE, stroke_opacity=.8, stroke_width=2.2, fill='none'))
    for k in range(8):
        o.append(pline([iso.p(.5 + k * 1.2, 3.2), iso.p(1.1 + k * 1.2, 3.2)], stroke='#ffd9a8', stroke_opacity=.8, stroke_width=3))
    a = [iso.p(.2, 2.9), iso.p(1.0, 2.9)]
    occupied = {(0, 1), (0, 2), (0, 4), (0, 6), (1, 0), (1, 3), (1, 4), (1, 5)}
    cols = ['light', 'sky', 'steel', 'navy', 'light', 'teal', 'blue', 'light']
    items = []
    ci = 0
    for ri, (ya, yb) in enumerate(rows):
        for k in range(7):
            x = .5 + k * 1.2
            occ = (ri, k) in occupied
            items.append((x + ya - .1, 'sensor', (x + .6, ya + .12 if ri == 0 else yb - .12, occ)))
            if occ:
                items.append((x + ya + .5, 'car', (x + .14, ya + .2, cols[ci % len(cols)])))
                ci += 1
    items.sort(key=lambda t: t[0])
    for _, kind, d in items:
        if kind == 'car':
            o.append(car(iso, *d))
        else:
            x, y, occ = d
            c = ORANGE if occ else '#18d1a5'
            px, py = iso.p(x, y, 0)
            o.append(el('ellipse', cx=px, cy=py, rx=10, ry=5.5, fill='#c4d0e0') + circ(px, py - 3, 11, fill=c, fop=.3) + circ(px, py - 3, 4.5, fill=c))
    px, py = iso.p(9.9, 3.1, 0)
    o.append(el('ellipse', cx=px, cy=py, rx=14, ry=7, fill='#8a97ab') + ln(px, py, px, py - 250, c='#8a97ab', w=8, op=1))
    sx, sy = px - 90, py - 360
    o.append(card(sx, sy, 180, 118, 14, fill=NAVY))
    o.append(rrect(sx + 14, sy + 16, 52, 52, 10, fill=BLUE) + txt(sx + 40, sy + 58, 'P', 38, 800, WHITE, 'middle'))
    o.append(txt(sx + 164, sy + 60, '06', 44, 700, '#18d1a5', 'end'))
    o.append(pth(f'M{sx + 18} {sy + 94}H{sx + 150}M{sx + 134} {sy + 82}L{sx + 150} {sy + 94}L{sx + 134} {sy + 106}', c='#18d1a5', w=4))
    lx, ly = 60, 60
    o.append(card(lx, ly, 260, 150, 16))
    o.append(txt(lx + 24, ly + 40, 'Parking guidance', 18, 700, TEXT))
    o.append(circ(lx + 32, ly + 78, 7, fill='#18d1a5') + txt(lx + 50, ly + 84, 'Available', 16, 500, '#4a5a70') + txt(lx + 236, ly + 84, '6', 18, 700, TEXT, 'end'))
    o.append(circ(lx + 32, ly + 114, 7, fill=ORANGE) + txt(lx + 50, ly + 120, 'Occupied', 16, 500, '#4a5a70') + txt(lx + 236, ly + 120, '8', 18, 700, TEXT, 'end'))
    return light_scene(1200, 800, ''.join(o))

def product_parkdian_2():
    o = []
    o.append(rrect(0, 0, 1200, 70, 0, fill='#cfd8e4') + rrect(0, 70, 1200, 10, 0, fill='#b8c4d4'))
    # guidance board hung from the ceiling
    bx, by, bw, bh = 80, 170, 560, 330
    o.append(ln(bx + 120, 80, bx + 120, by, c='#8a97ab', w=6, op=1) + ln(bx + bw - 120, 80, bx + bw - 120, by, c='#8a97ab', w=6, op=1))
    o.append(card(bx, by, bw, bh, 22, fill='#0b1a30'))
    o.append(rrect(bx + 14, by + 14, bw - 28, bh - 28, 14, fill='#081325', stroke='#2a3f5e'))
    rows = [('A', '06', '#18d1a5', 'left'), ('B', '12', '#18d1a5', 'up'), ('C', 'FULL', ORANGE, 'right')]
    for i, (zone, val, c, d) in enumerate(rows):
        y = by + 40 + i * 92
        ax, ay = bx + 80, y + 36
        if d == 'left':
            ar = f'M{ax + 30} {ay}H{ax - 30}M{ax - 10} {ay - 20}L{ax - 30} {ay}L{ax - 10} {ay + 20}'
        elif d == 'up':
            ar = f'M{ax} {ay + 28}V{ay - 28}M{ax - 20} {ay - 8}L{ax} {ay - 28}L{ax + 20} {ay - 8}'
        else:
            ar = f'M{ax - 30} {ay}H{ax + 30}M{ax + 10} {ay - 20}L{ax + 30} {ay}L{ax + 10} {ay + 20}'
        o.append(pth(ar, c=c, w=8))
        o.append(rrect(bx + 150, y + 6, 60, 60, 10, fill=BLUE) + txt(bx + 180, y + 50, zone, 36, 800, WHITE, 'middle'))
        o.append(txt(bx + bw - 50, y + 58, val, 58, 700, c, 'end', ls=2))
        if i < 2:
            o.append(ln(bx + 40, y + 84, bx + bw - 40, y + 84, c='#2a3f5e', w=1.5, op=1))
    # ceiling sensor above a car, with its detection cone
    sx, sy = 900, 80
    o.append(poly([(sx - 60, sy + 88), (sx + 60, sy + 88), (sx + 170, 548), (sx - 170, 548)], fill='url(#gCone)'))
    o.append(pth(f'M{sx - 60} {sy + 88}L{sx - 170} 548M{sx + 60} {sy + 88}L{sx + 170} 548', c=TEAL, w=2, op=.6, stroke_dasharray='8 8'))
    o.append(ln(sx, 80, sx, sy + 20, c='#8a97ab', w=10, op=1))
    o.append(card(sx - 80, sy + 20, 160, 70, 18, fill='#f4f7fb', stroke='#c4d0e0'))
    o.append(circ(sx - 34, sy + 55, 18, fill='#dde4ee', c='#8a97ab', w=2) + circ(sx - 34, sy + 55, 8, fill='#8a97ab'))
    o.append(circ(sx + 34, sy + 55, 18, fill='#dde4ee', c='#8a97ab', w=2) + circ(sx + 34, sy + 55, 8, fill='#8a97ab'))
    o.append(rrect(sx - 80, sy + 86, 160, 10, 5, fill=ORANGE))
    o.append(circ(sx, sy + 91, 26, fill=ORANGE, fop=.15))
    o.append(floor_shadow(sx, 712, 270, 22, .25))
    c0 = sx
    o.append(el('path', d=f'M{c0 - 235} 690V646Q{c0 - 232} 614 {c0 - 192} 608L{c0 - 122} 600Q{c0 - 82} 552 {c0 - 32} 548H{c0 + 70}'
                          f'Q{c0 + 122} 552 {c0 + 162} 598L{c0 + 212} 608Q{c0 + 238} 614 {c0 + 238} 644V690Z', fill=BLUE))
    o.append(el('path', d=f'M{c0 - 100} 600Q{c0 - 70} 564 {c0 - 30} 562H{c0 + 10}V600ZM{c0 + 24} 600V562H{c0 + 66}Q{c0 + 104} 566 {c0 + 136} 600Z', fill='#cfe3ff'))
    o.append(rrect(c0 - 235, 650, 473, 8, 4, fill=WHITE, fill_opacity=.25))
    for wx in (c0 - 130, c0 + 130):
        o.append(circ(wx, 684, 34, fill='#1f2b3f') + circ(wx, 684, 14, fill='#c4d0e0'))
    o.append(ln(60, 716, 1140, 716, c='#b8c4d4', w=3, op=1))
    for k in range(6):
        o.append(rrect(80 + k * 190, 712, 110, 8, 2, fill='#f4c542', fill_opacity=.8))
    o.append(card(1010, 300, 160, 96, 14))
    o.append(circ(1036, 330, 7, fill=ORANGE) + txt(1052, 336, 'Occupied', 15, 600, TEXT) + txt(1030, 374, 'Slot C-14', 16, 500, '#4a5a70'))
    return light_scene(1200, 800, ''.join(o), extra_defs=lin('gCone', [(0, TEAL, .25), (1, TEAL, 0)], 0, 0, 0, 1))

def locker_front(x0, y0, w, h, depth=70, open_cell=(3, 3), panel=True, leds=None):
    """Locker cabinet seen from the front with its right side in depth."""
    o = [floor_shadow(x0 + w / 2 + 30, y0 + h + 10, w * .62, 36, .22)]
    o.append(poly([(x0 + w, y0), (x0 + w + depth, y0 - depth * .55), (x0 + w + depth, y0 + h - depth * .55), (x0 + w, y0 + h)], fill='#c7d2e1'))
    o.append(poly([(x0, y0), (x0 + depth, y0 - depth * .55), (x0 + w + depth, y0 - depth * .55), (x0 + w, y0)], fill='#f4f7fb', stroke='#c7d2e1'))
    o.append(rrect(x0, y0, w, h, 6, fill='#e8edf4', stroke='#c4d0e0'))
    o.append(rrect(x0, y0, w, 56, 6, fill=NAVY))
    o.append(el('path', d=helmet_d(x0 + 40, y0 + 38, 18), fill=ORANGE) + bar(x0 + 70, y0 + 20, 120, 10, WHITE, .9) + bar(x0 + 70, y0 + 36, 80, 7, WHITE, .45))
    o.append(circ(x0 + w - 30, y0 + 28, 6, fill='#18d1a5'))
    cols, rows = 4, 5
    gx, gy = x0 + 12, y0 + 68
    cw, ch = (w - 24 - (cols - 1) * 6) / cols, (h - 80 - 28 - (rows - 1) * 6) / rows
    leds = leds or {(0, 3): ORANGE, (2, 4): ORANGE}
    for i in range(cols):
        for j in range(rows):
            x, y = gx + i * (cw + 6), gy + j * (ch + 6)
            if panel and i in (1, 2) and j == 1:
                if i == 1:
                    o.append(rrect(x, y, 2 * cw + 6, ch, 6, fill=NAVY))
                    o.append(rrect(x + 10, y + 10, 2 * cw - 14, ch - 20, 4, fill='url(#gScreen)'))
                    o.append(bar(x + 22, y + 22, 90, 8, WHITE, .95) + bar(x + 22, y + 38, 60, 6, WHITE, .6))
                    o.append(rrect(x + 2 * cw - 70, y + ch - 40, 56, 22, 11, fill=WHITE, fill_opacity=.9))
                continue
            if (i, j) == open_cell:
                o.append(rrect(x, y, cw, ch, 4, fill='#223551'))
                o.append(rrect(x + 6, y + ch - 12, cw - 12, 6, 2, fill='#17263d'))
                o.append(el('path', d=helmet_d(x + cw / 2, y + ch - 14, min(cw, ch) * .36), fill=ORANGE))
                o.append(poly([(x + cw, y), (x + cw + cw * .5, y - 14), (x + cw + cw * .5, y + ch + 14), (x + cw, y + ch)], fill='#f4f7fb', stroke='#b8c4d4'))
                continue
            o.append(rrect(x, y, cw, ch, 4, fill=WHITE, stroke='#c4d0e0'))
            o.append(rrect(x + cw - 16, y + ch / 2 - 14, 6, 28, 3, fill='#b8c4d4'))
            o.append(circ(x + 14, y + 14, 4.5, fill=leds.get((i, j), '#18d1a5')))
            o.append(bar(x + 26, y + 10, 30, 7, '#8a97ab', .6))
    o.append(rrect(x0 - 4, y0 + h - 18, w + 8, 18, 4, fill='#8a97ab'))
    return ''.join(o)

def product_remote_locker_1():
    o = [locker_front(150, 150, 520, 580)]
    cx_, cy_ = 820, 170
    o.append(card(cx_, cy_, 320, 300, 18))
    o.append(txt(cx_ + 24, cy_ + 44, 'PPE stock', 20, 700, TEXT))
    o.append(txt(cx_ + 296, cy_ + 44, 'Locker 03', 14, 500, '#6b7a90', 'end'))
    items = [('Safety helmet', 12, 16, TEAL), ('Safety gloves', 3, 20, ORANGE), ('Goggles', 9, 12, TEAL), ('Hi-vis vest', 7, 10, TEAL)]
    for k, (name, v, mx, c) in enumerate(items):
        y = cy_ + 86 + k * 54
        o.append(txt(cx_ + 24, y, name, 15, 500, '#33425a') + txt(cx_ + 296, y, str(v), 16, 700, c if c == ORANGE else TEXT, 'end'))
        o.append(rrect(cx_ + 24, y + 12, 272, 8, 4, fill='#e3eaf4') + rrect(cx_ + 24, y + 12, 272 * v / mx, 8, 4, fill=c))
    o.append(card(cx_ + 40, 510, 280, 86, 16, fill=NAVY))
    o.append(circ(cx_ + 84, 553, 22, fill=ORANGE, fop=.2) + pth(f'M{cx_ + 84} {541}V{556}M{cx_ + 84} {565}V{565.5}', c=ORANGE, w=4))
    o.append(txt(cx_ + 120, 548, 'Low stock alert', 16, 700, WHITE) + txt(cx_ + 120, 572, 'Safety gloves: 3 left', 14, 500, '#c9d6ea'))
    return light_scene(1200, 800, ''.join(o))

def glove_d(x, y, s):
    return (f'M{n(x - .35 * s)} {n(y + .6 * s)}V{n(y - .1 * s)}L{n(x - .6 * s)} {n(y - .35 * s)}a{n(.12 * s)} {n(.12 * s)} 0 0 1 {n(.18 * s)} {n(-.15 * s)}'
            f'L{n(x - .32 * s)} {n(y - .3 * s)}V{n(y - .75 * s)}a{n(.1 * s)} {n(.1 * s)} 0 0 1 {n(.2 * s)} 0V{n(y - .3 * s)}'
            f'V{n(y - .85 * s)}a{n(.1 * s)} {n(.1 * s)} 0 0 1 {n(.2 * s)} 0V{n(y - .3 * s)}V{n(y - .75 * s)}a{n(.1 * s)} {n(.1 * s)} 0 0 1 {n(.2 * s)} 0'
            f'V{n(y - .3 * s)}V{n(y - .55 * s)}a{n(.1 * s)} {n(.1 * s)} 0 0 1 {n(.2 * s)} 0V{n(y + .6 * s)}Z')

def phone(x, y, w, h, screen_fill=WHITE):
    s = rrect(x + 4, y + 20, w - 8, h, 44, fill=NAVY, fill_opacity=.22, filter='url(#sh)')
    s += rrect(x, y, w, h, 44, fill='#0b1a30') + rrect(x + 12, y + 12, w - 24, h - 24, 34, fill=screen_fill)
    s += rrect(x + w / 2 - 50, y + 22, 100, 24, 12, fill='#0b1a30')
    return s

def product_remote_locker_2():
    o = [f'<g opacity=".55" transform="translate(40,210) scale(.72)">{locker_front(0, 0, 520, 580, open_cell=(0, 2))}</g>']
    px, py, pw, ph = 560, 60, 340, 690
    o.append(phone(px, py, pw, ph))
    x0 = px + 34
    o.append(txt(x0, py + 100, 'PPE Locker', 24, 800, TEXT) + txt(x0, py + 126, 'Site B · Locker 03', 14, 500, '#6b7a90'))
    icons = [('helmet', 'Safety helmet', 'Issue'), ('glove', 'Safety gloves', 'Issue'), ('goggle', 'Goggles', 'Return'), ('vest', 'Hi-vis vest', 'Issue')]
    for k, (ic, name, act) in enumerate(icons):
        y = py + 156 + k * 96
        o.append(rrect(x0, y, pw - 68, 82, 16, fill='#f3f5f8'))
        o.append(rrect(x0 + 12, y + 13, 56, 56, 14, fill=WHITE))
        ix, iy = x0 + 40, y + 41
        if ic == 'helmet':
            o.append(el('path', d=helmet_d(ix, iy + 10, 20), fill=ORANGE))
        elif ic == 'glove':
            o.append(el('path', d=glove_d(ix, iy, 26), fill=TEAL))
        elif ic == 'goggle':
            o.append(rrect(ix - 22, iy - 10, 44, 20, 10, fill=BLUE) + rrect(ix - 18, iy - 6, 16, 12, 6, fill='#9cc2ff') + rrect(ix + 2, iy - 6, 16, 12, 6, fill='#9cc2ff'))
        else:
            o.append(el('path', d=f'M{ix - 16} {iy - 18}L{ix - 6} {iy - 18}L{ix} {iy - 8}L{ix + 6} {iy - 18}L{ix + 16} {iy - 18}L{ix + 18} {iy + 20}H{ix - 18}Z', fill='#f4c542') +
                     rrect(ix - 18, iy + 2, 36, 5, 0, fill=WHITE, fill_opacity=.9))
        o.append(txt(x0 + 82, y + 38, name, 16, 700, TEXT) + txt(x0 + 82, y + 60, ['12 in stock', '3 in stock', 'Issued 09:12', '7 in stock'][k], 13, 500, ORANGE if k == 1 else '#6b7a90'))
        o.append(rrect(x0 + pw - 68 - 78, y + 26, 66, 30, 15, fill=TEAL if act == 'Issue' else WHITE, stroke=None if act == 'Issue' else TEAL) +
                 txt(x0 + pw - 68 - 45, y + 46, act, 13, 700, WHITE if act == 'Issue' else TEAL, 'middle'))
    o.append(rrect(x0, py + 560, pw - 68, 58, 18, fill=BLUE) + txt(px + pw / 2, py + 596, 'Unlock my locker', 17, 700, WHITE, 'middle'))
    nx, ny = 860, 130
    o.append(card(nx, ny, 300, 96, 18, fill=NAVY))
    o.append(circ(nx + 42, ny + 48, 22, fill=ORANGE, fop=.2) + pth(f'M{nx + 42} {ny + 36}V{ny + 51}M{nx + 42} {ny + 60}V{ny + 60.5}', c=ORANGE, w=4))
    o.append(txt(nx + 78, ny + 42, 'Low stock', 16, 700, WHITE) + txt(nx + 78, ny + 66, 'Safety gloves · 3 left', 14, 500, '#c9d6ea'))
    o.append(card(900, 560, 260, 90, 18))
    o.append(circ(940, 605, 20, fill=TEAL, fop=.15) + pth(check_d(940, 606, 16), c=TEAL, w=4))
    o.append(txt(972, 598, 'Returned', 16, 700, TEXT) + txt(972, 622, 'Goggles · door 07', 14, 500, '#6b7a90'))
    return light_scene(1200, 800, ''.join(o))

def kiosk_body(kx, top, scale=1.0, ghost=False):
    """Barrier-free kiosk, front view with its side in depth; kx is its centre."""
    s = scale
    o = []
    W_, H_ = 300 * s, 470 * s
    x0 = kx - W_ / 2
    o.append(poly([(x0 + W_, top + 20 * s), (x0 + W_ + 40 * s, top), (x0 + W_ + 40 * s, top + H_ - 20 * s), (x0 + W_, top + H_)], fill='#c7d2e1'))
    o.append(rrect(x0, top + 20 * s, W_, H_ - 20 * s, 22 * s, fill='#f4f7fb', stroke='#c4d0e0'))
    sx, sy, sw_, sh_ = x0 + 20 * s, top + 42 * s, W_ - 40 * s, 300 * s
    o.append(rrect(sx - 8 * s, sy - 8 * s, sw_ + 16 * s, sh_ + 16 * s, 14 * s, fill='#0b1a30'))
    o.append(rrect(sx, sy, sw_, sh_, 8 * s, fill=NAVY))
    o.append(bar(sx + 16 * s, sy + 18 * s, 120 * s, 14 * s, WHITE, .95) + bar(sx + 16 * s, sy + 42 * s, 80 * s, 9 * s, WHITE, .5))
    o.append(rrect(sx + sw_ - 70 * s, sy + 14 * s, 56 * s, 30 * s, 15 * s, fill='#f4c542') + txt(sx + sw_ - 42 * s, sy + 35 * s, 'A+', 17 * s, 800, NAVY, 'middle'))
    tiles = [(WHITE, BLUE), ('#f4c542', NAVY), (TEAL, WHITE), (WHITE, BLUE)]
    for k, (bgc, fg) in enumerate(tiles):
        i, j = k % 2, k // 2
        tx, ty = sx + 16 * s + i * (sw_ - 16 * s) / 2, sy + 70 * s + j * 104 * s
        o.append(rrect(tx, ty, (sw_ - 48 * s) / 2, 92 * s, 12 * s, fill=bgc))
        o.append(circ(tx + 28 * s, ty + 32 * s, 13 * s, fill=fg) + bar(tx + 14 * s, ty + 62 * s, 70 * s, 10 * s, fg, .9))
    o.append(rrect(sx + 16 * s, sy + sh_ - 24 * s, sw_ - 32 * s, 10 * s, 5 * s, fill=WHITE, fill_opacity=.3) + rrect(sx + 16 * s, sy + sh_ - 24 * s, (sw_ - 32 * s) * .4, 10 * s, 5 * s, fill='#18d1a5'))
    ky = sy + sh_ + 30 * s
    for i in range(3):
        for j in range(4):
            bx_, by_ = x0 + 36 * s + i * 34 * s, ky + j * 30 * s
            o.append(rrect(bx_, by_, 28 * s, 24 * s, 6 * s, fill=WHITE, stroke='#8a97ab', stroke_width=1.5))
            o.append(circ(bx_ + 14 * s, by_ + 12 * s, 2.6 * s, fill='#33425a'))
    o.append(rrect(x0 + 160 * s, ky, 110 * s, 14 * s, 7 * s, fill='#33425a') + rrect(x0 + 160 * s, ky + 30 * s, 110 * s, 14 * s, 7 * s, fill='#33425a'))
    o.append(circ(x0 + 176 * s, ky + 80 * s, 9 * s, fill='#33425a') + circ(x0 + 176 * s, ky + 80 * s, 4 * s, fill='#0b1a30'))
    for k in range(5):
        o.append(ln(x0 + 200 * s + k * 12 * s, ky + 66 * s, x0 + 200 * s + k * 12 * s, ky + 96 * s, c='#8a97ab', w=3 * s, op=1))
    o.append(rrect(kx - 50 * s, top + H_, 100 * s, 140 * s, 6 * s, fill='#c7d2e1'))
    o.append(rrect(kx - 150 * s, top + H_ + 140 * s, 300 * s, 24 * s, 10 * s, fill='#8a97ab'))
    return ''.join(o)

def access_symbol(x, y, s, c):
    return (circ(x, y - 1.05 * s, .2 * s, fill=c) +
            pth(f'M{n(x - .1 * s)} {n(y - .7 * s)}L{n(x - .05 * s)} {n(y + .05 * s)}H{n(x + .45 * s)}L{n(x + .65 * s)} {n(y + .6 * s)}', c=c, w=.16 * s) +
            pth(f'M{n(x - .05 * s)} {n(y - .35 * s)}H{n(x + .35 * s)}', c=c, w=.14 * s) +
            pth(arc_d(x - .05 * s, y + .35 * s, .5 * s, 160, 420), c=c, w=.14 * s))

def product_kiosk_1():
    o = [floor_shadow(560, 752, 260, 32, .22)]
    o.append(kiosk_body(560, 80))
    o.append(pth('M340 150V420M322 172L340 148L358 172M322 398L340 422L358 398', c=TEAL, w=5))
    o.append(txt(340, 460, 'Height', 15, 600, '#4a5a70', 'middle') + txt(340, 480, 'adjust', 15, 600, '#4a5a70', 'middle'))
    cx_ = 800
    feats = [('voice', 'Voice guidance'), ('key', 'Tactile keypad'), ('contrast', 'High contrast · large text'), ('sign', 'Sign-language video'), ('wheel', 'Wheelchair reach')]
    for k, (ic, label) in enumerate(feats):
        y = 150 + k * 104
        o.append(card(cx_, y, 340, 80, 16))
        ix, iy = cx_ + 44, y + 40
        o.append(circ(ix, iy, 24, fill=TEAL if k % 2 == 0 else BLUE, fop=.12))
        c = TEAL if k % 2 == 0 else BLUE
        if ic == 'voice':
            o.append(el('path', d=f'M{ix - 12} {iy - 6}h6l8 -8v28l-8 -8h-6z', fill=c) + pth(arc_d(ix + 4, iy + 1, 10, -45, 45), c=c, w=2.5))
        elif ic == 'key':
            o.append(''.join(circ(ix - 9 + i * 9, iy - 9 + j * 9, 2.8, fill=c) for i in range(3) for j in range(3)))
        elif ic == 'contrast':
            o.append(circ(ix, iy, 12, c=c, w=2.5) + el('path', d=f'M{ix} {iy - 12}a12 12 0 0 1 0 24z', fill=c))
        elif ic == 'sign':
            o.append(rrect(ix - 14, iy - 11, 28, 22, 4, fill='none', stroke=c, stroke_width=2.5) + circ(ix, iy - 2, 4, fill=c) + pth(f'M{ix - 7} {iy + 9}a7 6 0 0 1 14 0', c=c, w=2.5))
        else:
            o.append(access_symbol(ix - 2, iy + 2, 17, c))
        o.append(txt(cx_ + 84, y + 47, label, 17, 600, TEXT))
    return light_scene(1200, 800, ''.join(o))

def product_kiosk_2():
    o = []
    X, Y, Wd, Hd = 110, 70, 980, 620
    o.append(card(X - 20, Y - 20, Wd + 40, Hd + 40, 36, fill='#0b1a30'))
    o.append(rrect(X, Y, Wd, Hd, 18, fill='#0a1f3c'))
    o.append(rrect(X, Y, Wd, 76, 18, fill='#0f2a52') + rrect(X, Y + 58, Wd, 18, 0, fill='#0f2a52'))
    o.append(txt(X + 30, Y + 48, '1  Choose a service', 24, 700, WHITE))
    tools = [('A', None), ('A+', '#f4c542'), ('contrast', None), ('speaker', None)]
    for k, (t, c) in enumerate(tools):
        bx = X + Wd - 300 + k * 72
        o.append(rrect(bx, Y + 14, 60, 48, 12, fill=c or '#1a3766'))
        if t in ('A', 'A+'):
            o.append(txt(bx + 30, Y + 48, t, 22 if t == 'A+' else 18, 800, NAVY if c else WHITE, 'middle'))
        elif t == 'contrast':
            o.append(circ(bx + 30, Y + 38, 12, c=WHITE, w=2.5) + el('path', d=f'M{bx + 30} {Y + 26}a12 12 0 0 1 0 24z', fill=WHITE))
        else:
            o.append(el('path', d=f'M{bx + 18} {Y + 32}h6l8 -8v28l-8 -8h-6z', fill=WHITE) + pth(arc_d(bx + 34, Y + 38, 9, -45, 45), w=2.5) + pth(arc_d(bx + 34, Y + 38, 15, -45, 45), w=2.5))
    vx, vy = X + 30, Y + 106
    o.append(rrect(vx, vy, 300, 380, 16, fill='#12305a'))
    o.append(circ(vx + 150, vy + 120, 44, fill='#c9d6ea') + el('path', d=f'M{vx + 60} {vy + 330}C{vx + 60} {vy + 220} {vx + 240} {vy + 220} {vx + 240} {vy + 330}Z', fill='#c9d6ea'))
    o.append(el('path', d=f'M{vx + 70} {vy + 250}l40 -50 18 10 -30 56z', fill='#f4c542') + el('path', d=f'M{vx + 230} {vy + 250}l-30 -70 20 -6 30 64z', fill='#f4c542'))
    o.append(rrect(vx, vy + 340, 300, 40, 0, fill=TEAL) + rrect(vx, vy + 356, 300, 24, 16, fill=TEAL))
    o.append(txt(vx + 150, vy + 367, 'Sign language', 17, 700, WHITE, 'middle'))
    labels = ['Certificates', 'Payments', 'Guidance', 'Call staff']
    cols = [(WHITE, NAVY), ('#f4c542', NAVY), (TEAL, WHITE), (WHITE, NAVY)]
    for k, lab in enumerate(labels):
        i, j = k % 2, k // 2
        bx, by = X + 360 + i * 300, Y + 106 + j * 196
        bg_, fg = cols[k]
        o.append(rrect(bx, by, 282, 180, 18, fill=bg_))
        cxx, cyy = bx + 56, by + 60
        if k == 0:
            o.append(rrect(cxx - 20, cyy - 26, 40, 52, 5, fill='none', stroke=fg, stroke_width=4) + ln(cxx - 10, cyy - 8, cxx + 10, cyy - 8, c=fg, w=4, op=1) + ln(cxx - 10, cyy + 6, cxx + 10, cyy + 6, c=fg, w=4, op=1))
        elif k == 1:
            o.append(rrect(cxx - 28, cyy - 18, 56, 36, 6, fill='none', stroke=fg, stroke_width=4) + ln(cxx - 28, cyy - 6, cxx + 28, cyy - 6, c=fg, w=6, op=1))
        elif k == 2:
            o.append(circ(cxx, cyy, 24, c=fg, w=4) + pth(f'M{cxx} {cyy - 4}V{cyy + 12}M{cxx} {cyy - 12}V{cyy - 11}', c=fg, w=5))
        else:
            o.append(circ(cxx, cyy - 10, 12, fill=fg) + el('path', d=f'M{cxx - 22} {cyy + 26}a22 20 0 0 1 44 0z', fill=fg))
        o.append(txt(bx + 30, by + 146, lab, 30, 800, fg))
    o.append(rrect(X + 30, Y + Hd - 64, Wd - 60, 12, 6, fill=WHITE, fill_opacity=.15) + rrect(X + 30, Y + Hd - 64, (Wd - 60) * .25, 12, 6, fill='#18d1a5'))
    for k in range(4):
        o.append(circ(X + 40 + k * 26, Y + Hd - 28, 7, fill='#18d1a5' if k == 0 else WHITE, fop=1 if k == 0 else .3))
    return light_scene(1200, 800, ''.join(o))

def tag_card(w, h, light=True):
    s = rrect(0, 0, w, h, 16, fill=WHITE if light else '#0f2a52', stroke='#c4d0e0' if light else SKY, stroke_width=1.5)
    s += pth(coil_d(18, 18, w - 36, h - 36, 5, 9), c='#c8843a', w=2.4, op=.95)
    s += rrect(w / 2 - 18, h / 2 - 13, 36, 26, 4, fill='#33425a') + rrect(w / 2 - 12, h / 2 - 8, 24, 16, 2, fill='#8a97ab')
    return s

def reader_device():
    return (rrect(-80, -150, 160, 250, 28, fill='url(#gCab)', stroke='#0b1a30', stroke_width=2) +
            rrect(-60, -128, 120, 100, 10, fill='url(#gScreen)') + bar(-46, -112, 70, 9, WHITE, .95) + bar(-46, -94, 44, 7, WHITE, .6) +
            txt(-46, -50, '128 tags', 16, 700, WHITE) +
            circ(-32, 0, 11, fill=WHITE, fop=.25) + circ(0, 0, 11, fill=WHITE, fop=.25) + circ(32, 0, 11, fill='#18d1a5') +
            rrect(-56, 30, 112, 50, 10, fill='#0b1a30', fill_opacity=.5) +
            rrect(-34, 96, 68, 190, 26, fill='#1a3766', stroke='#0b1a30', stroke_width=2) + rrect(-26, 120, 14, 40, 7, fill=TEAL))

def product_rfid_1():
    o = [floor_shadow(300, 730, 170, 26, .22)]
    rx, ry = 300, 380
    for k in range(5):
        o.append(pth(arc_d(rx + 40, ry - 150, 110 + 60 * k, -55, 25), c=TEAL, w=4, op=.9 - .16 * k))
    o.append(f'<g transform="translate({rx},{ry}) rotate(-14)">{reader_device()}</g>')
    o.append(f'<g transform="translate(640,110) rotate(-8)">' + rrect(6, 16, 300, 190, 16, fill=NAVY, fill_opacity=.16, filter='url(#sh)') + tag_card(300, 190) + '</g>')
    lx, ly = 700, 380
    d = f'M{lx + 24} {ly + 40}' + ''.join('h10v-18h10v18' for _ in range(8)) + 'h16' + ''.join('h10v18h10v-18' for _ in range(8)) + 'h10'
    o.append(f'<g transform="rotate(6 {lx} {ly})">' + rrect(lx + 4, ly + 14, 420, 80, 12, fill=NAVY, fill_opacity=.14, filter='url(#sh)') +
             rrect(lx, ly, 420, 80, 12, fill=WHITE, stroke='#c4d0e0') + pth(d, c='#c8843a', w=3) +
             rrect(lx + 196, ly + 28, 24, 22, 3, fill='#33425a') + '</g>')
    dx, dy = 760, 560
    o.append(circ(dx + 4, dy + 14, 80, fill=NAVY, fop=.14, filter='url(#sh)') + circ(dx, dy, 80, fill=WHITE, c='#c4d0e0', w=1.5))
    for k in range(4):
        o.append(circ(dx, dy, 62 - k * 9, c='#c8843a', w=2.4))
    o.append(rrect(dx - 14, dy - 10, 28, 20, 3, fill='#33425a'))
    o.append(card(930, 560, 230, 120, 16))
    o.append(txt(952, 596, 'EPC', 13, 700, TEAL, ls=1) + txt(952, 624, '3034 0257 1A8C', 17, 700, TEXT) + txt(952, 652, 'Steel pipe · Lot 12', 14, 500, '#6b7a90'))
    return light_scene(1200, 800, ''.join(o))

def product_rfid_2():
    iso = Iso(450, 300, 50)
    o = [floor_shadow(600, 460, 420, 140, .1)]
    o.append(iso.quad([(-1, -2.6, 0), (9, -2.6, 0), (9, 4, 0), (-1, 4, 0)], fill='#e8edf4', stroke='#c4d0e0'))
    o.append(iso.quad([(-1, .6, 0), (9, .6, 0), (9, 2.2, 0), (-1, 2.2, 0)], fill='#f4c542', fill_opacity=.22))
    for y in (.6, 2.2):
        o.append(pline([iso.p(-1, y), iso.p(9, y)], stroke='#f4c542', stroke_width=3))
    # shelving rack behind the lane, built bottom-up so upper shelves cover lower boxes
    ry0, rd = -2.3, 1.4
    for x in (0, 3, 6):
        o.append(pline([iso.p(x, ry0), iso.p(x, ry0, 3.7)], stroke='#3f5c85', stroke_width=4))
    rr = random.Random(3)
    for lvl in range(3):
        z = lvl * 1.25
        o.append(ibox(iso, 0, ry0, z, 6, rd, .1, 'steel', edge=False))
        for x in (.15, 1.15, 2.15, 3.15, 4.15, 5.15):
            if rr.random() < .82:
                o.append(ibox(iso, x, ry0 + .2, z + .1, .8, 1.0, .72, 'white' if rr.random() < .5 else 'panel', ec='#b8c4d4'))
                tx, ty = iso.p(x + .4, ry0 + 1.2, z + .46)
                o.append(rrect(tx - 7, ty - 6, 14, 12, 2, fill=TEAL))
    o.append(ibox(iso, 0, ry0, 3.65, 6, rd, .1, 'steel', edge=False))
    for x in (0, 3, 6):
        o.append(pline([iso.p(x, ry0 + rd), iso.p(x, ry0 + rd, 3.75)], stroke='#3f5c85', stroke_width=5))
    # the gate: two antenna panels either side of the lane, a pallet passing through
    gx = 5.2
    o.append(ibox(iso, gx, .2, 0, .35, .3, 3.0, 'navy'))
    o.append(ibox(iso, 2.2, .75, 0, 1.3, 1.1, .18, 'steel', edge=False))
    for (a, b, c) in ((2.25, .8, 0), (2.85, .8, 0), (2.25, .8, .62)):
        o.append(ibox(iso, a, b, .18 + c, .58, 1.0, .6, 'white', ec='#b8c4d4'))
    tx, ty = iso.p(2.55, 1.8, .5)
    o.append(rrect(tx - 7, ty - 6, 14, 12, 2, fill=TEAL) + circ(tx, ty, 18, c=TEAL, w=2, op=.6))
    for k in range(4):
        a_, b_ = iso.p(gx + .17, .5, .8 + k * .55), iso.p(gx + .17, 2.3, .8 + k * .55)
        o.append(pth(f'M{n(a_[0])} {n(a_[1])}Q{n((a_[0] + b_[0]) / 2 - 40)} {n((a_[1] + b_[1]) / 2 + 4)} {n(b_[0])} {n(b_[1])}', c=TEAL, w=2.6, op=.85 - .17 * k, stroke_dasharray='6 6'))
    o.append(ibox(iso, gx, 2.3, 0, .35, .3, 3.0, 'navy'))
    o.append(ibox(iso, gx - .1, .2, 3.0, .55, 2.4, .25, 'blue'))
    o.append(card(820, 70, 330, 200, 18))
    o.append(txt(844, 110, 'Gate 2 · Inbound', 18, 700, TEXT))
    for k, (lab, v, c) in enumerate((('Received', '128', TEAL), ('Shipped', '96', BLUE), ('In stock', '1,204', NAVY))):
        o.append(txt(844, 150 + k * 36, lab, 15, 500, '#6b7a90') + txt(1126, 150 + k * 36, v, 18, 700, c, 'end'))
    return light_scene(1200, 800, ''.join(o))

PRODUCTS = {
    'parkdian': (product_parkdian_1, product_parkdian_2),
    'remote-locker': (product_remote_locker_1, product_remote_locker_2),
    'kiosk': (product_kiosk_1, product_kiosk_2),
    'rfid': (product_rfid_1, product_rfid_2),
}

def build_products():
    print('products')
    jobs = [(pid, k, fn) for pid, fns in PRODUCTS.items() for k, fn in enumerate(fns, 1)]
    parallel(lambda j: raster(j[2](), 1200, 800, f'{IMG}/product-{j[0]}-{j[1]}.webp', 150_000, 90), jobs)

def app_window(x, y, w, h, dark=False, nav=6, active=1, brand=''):
    """An app window with a title bar and a sidebar; returns (svg, content_x)."""
    bgc = '#0f2444' if dark else WHITE
    side = '#0a1a33' if dark else NAVY
    o = card(x, y, w, h, 18, fill=bgc, shop=.35 if dark else .16)
    o += el('path', d=f'M{x + 18} {y}H{x + 200}V{y + h}H{x + 18}Q{x} {y + h} {x} {y + h - 18}V{y + 18}Q{x} {y} {x + 18} {y}Z', fill=side)
    o += rrect(x + 22, y + 24, 30, 30, 8, fill='url(#gBT)') + txt(x + 62, y + 45, brand, 17, 800, WHITE)
    for k in range(nav):
        yy = y + 92 + k * 46
        if k == active:
            o += rrect(x + 12, yy - 14, 176, 38, 10, fill=WHITE, fill_opacity=.1)
        o += rrect(x + 26, yy - 4, 18, 18, 5, fill=MINT if k == active else WHITE, fill_opacity=1 if k == active else .35)
        o += bar(x + 56, yy + 1, [90, 70, 100, 80, 64, 88, 76][k % 7], 8, WHITE, .85 if k == active else .35)
    o += el('path', d=f'M{x + 200} {y + 64}H{x + w}', stroke=WHITE if dark else '#e3eaf4', stroke_opacity=.12 if dark else 1)
    o += rrect(x + 224, y + 20, 240, 26, 13, fill=WHITE if dark else '#f3f5f8', fill_opacity=.07 if dark else 1)
    o += circ(x + w - 36, y + 33, 14, fill=MINT if dark else '#dde4ee') + circ(x + w - 72, y + 33, 5, fill=ORANGE)
    return o, x + 224

def kpi(x, y, w, label, value, delta, dark=False, c=TEAL):
    o = rrect(x, y, w, 96, 14, fill=WHITE if dark else '#f6f8fb', fill_opacity=.06 if dark else 1, stroke=None if dark else '#e3eaf4')
    o += txt(x + 18, y + 32, label, 13, 600, '#9fb3cf' if dark else '#6b7a90')
    o += txt(x + 18, y + 74, value, 27, 800, WHITE if dark else TEXT)
    cy_ = y + 15 if w >= 180 else y + 54   # narrow cards: the chip goes beside the value
    o += rrect(x + w - 66, cy_, 52, 24, 12, fill=c, fill_opacity=.15) + txt(x + w - 40, cy_ + 17, delta, 12, 700, c, 'middle')
    return o

def solution_safewiz():
    o = []
    win, X = app_window(40, 50, 830, 640, brand='Safety')
    o.append(win)
    o.append(txt(X, 110, 'Safety & health overview', 22, 800, TEXT))
    for k, (l, v, d, c) in enumerate((('Open risks', '14', '-3', TEAL), ('TBM today', '9/9', 'done', TEAL), ('Near-miss', '6', '+2', ORANGE), ('Inspections', '92%', '+4%', BLUE))):
        o.append(kpi(X + k * 146, 130, 136, l, v, d, c=c))
    mx, my = X, 250
    o.append(rrect(mx, my, 272, 410, 14, fill='#f6f8fb', stroke='#e3eaf4'))
    o.append(txt(mx + 18, my + 32, 'Risk assessment', 15, 700, TEXT))
    for i in range(5):
        for j in range(5):
            lvl = i + (4 - j)
            c = '#7fd8c9' if lvl < 3 else '#9cc2ff' if lvl < 5 else '#ffc08a' if lvl < 7 else ORANGE
            o.append(rrect(mx + 36 + i * 44, my + 52 + j * 44, 39, 39, 6, fill=c))
    for (i, j, v) in ((4, 0, 2), (3, 1, 3), (1, 3, 5), (2, 2, 4)):
        o.append(txt(mx + 55 + i * 44, my + 77 + j * 44, str(v), 15, 800, WHITE if i + 4 - j >= 7 else NAVY, 'middle'))
    o.append(txt(mx + 36, my + 300, 'Likelihood →', 12, 600, '#6b7a90') + txt(mx + 36, my + 326, 'Severity ↑ · 5 × 5 matrix', 12, 500, '#8a97ab'))
    cx_ = X + 288
    o.append(rrect(cx_, my, 290, 410, 14, fill='#f6f8fb', stroke='#e3eaf4'))
    o.append(txt(cx_ + 18, my + 32, 'Legal obligations', 15, 700, TEXT))
    items = ['Safety & health policy', 'Risk factor review', 'Worker feedback', 'Contractor evaluation', 'Emergency manual', 'Semi-annual check']
    for k, it in enumerate(items):
        yy = my + 64 + k * 52
        done = k not in (3, 5)
        o.append(rrect(cx_ + 14, yy - 18, 262, 42, 10, fill=WHITE, stroke='#e3eaf4'))
        o.append(circ(cx_ + 38, yy + 3, 10, fill=TEAL if done else 'none', c=None if done else '#b8c4d4', w=2))
        if done:
            o.append(pth(check_d(cx_ + 38, yy + 3, 9), w=2.5))
        o.append(txt(cx_ + 58, yy + 8, it, 14, 500, '#33425a'))
    px, py = 880, 150
    o.append(phone(px, py, 290, 560))
    o.append(txt(px + 30, py + 96, 'Near-miss report', 18, 800, TEXT))
    o.append(rrect(px + 28, py + 116, 234, 140, 14, fill='#e3eaf4') + circ(px + 145, py + 186, 26, fill=WHITE) + circ(px + 145, py + 186, 10, c=BLUE, w=3))
    for k, (lab, val) in enumerate((('Location', 'Line 2 · Press'), ('Type', 'Slip / trip'), ('Severity', 'Medium'))):
        yy = py + 280 + k * 58
        o.append(txt(px + 30, yy, lab, 12, 600, '#8a97ab') + rrect(px + 28, yy + 8, 234, 36, 10, fill='#f3f5f8') + txt(px + 42, yy + 32, val, 14, 600, TEXT))
    o.append(rrect(px + 28, py + 462, 234, 46, 14, fill=BLUE) + txt(px + 145, py + 491, 'Submit report', 15, 700, WHITE, 'middle'))
    return light_scene(1200, 750, ''.join(o))

def solution_must_xr():
    o = []
    vx, vy, vw, vh = 420, 70, 740, 520
    o.append(card(vx, vy, vw, vh, 22, fill='#0b1a30', shop=.4))
    o.append(f'<clipPath id="vclip"><rect x="{vx}" y="{vy}" width="{vw}" height="{vh}" rx="22"/></clipPath>')
    g = rrect(vx, vy, vw, vh, 0, fill='url(#vsky)')
    hz = vy + 230
    vpx = vx + vw / 2
    d = ''
    for k in range(-14, 15):
        bx = vpx + k * 90
        d += f'M{n(vpx + (bx - vpx) * 0.02)} {hz}L{n(bx)} {vy + vh}'
    for k in range(1, 11):
        yy = hz + (vh - 230) * (k / 10) ** 1.9
        d += f'M{vx} {n(yy)}H{vx + vw}'
    g += rrect(vx, hz, vw, vh - 230, 0, fill='#0a2244') + el('path', d=d, stroke=MINT, stroke_opacity=.35, fill='none')
    g += poly([(vpx + 150, hz + 30), (vpx + 300, hz + 30), (vpx + 350, hz + 100), (vpx + 180, hz + 100)], fill=ORANGE, fill_opacity=.25, stroke=ORANGE, stroke_width=2)
    g += txt(vpx + 255, hz + 72, 'HAZARD ZONE', 13, 800, ORANGE, 'middle', ls=1)
    # an abstract machine in the scene
    iso = Iso(vpx - 30, hz - 40, 30)
    g += ibox(iso, 0, 0, 0, 3, 2, 1.6, 'steel') + ibox(iso, .4, .3, 1.6, 1.4, 1.2, 1.0, 'sky')
    for k in range(8):
        x, y = vpx - 210 + (k % 4) * 118 + (k // 4) * 50, hz + 140 + (k // 4) * 100
        g += el('ellipse', cx=x, cy=y, rx=24, ry=8, fill=MINT, fill_opacity=.3, stroke=MINT, stroke_width=1.5)
        g += rrect(x - 8, y - 46, 16, 40, 8, fill=WHITE, fill_opacity=.85) + circ(x, y - 56, 10, fill=WHITE, fop=.95)
        g += txt(x, y - 74, str(k + 1), 12, 800, MINT, 'middle')
    o.append(f'<g clip-path="url(#vclip)">{g}</g>')
    o.append(rrect(vx + 24, vy + 24, 210, 44, 22, fill=DEEP, fill_opacity=.7) + circ(vx + 48, vy + 46, 8, fill='#18d1a5') + txt(vx + 66, vy + 52, 'Session live · 8/8', 15, 700, WHITE))
    o.append(rrect(vx + vw - 264, vy + 24, 240, 96, 16, fill=DEEP, fill_opacity=.7))
    o.append(txt(vx + vw - 244, vy + 54, 'Fire evacuation drill', 14, 700, WHITE) + txt(vx + vw - 244, vy + 78, 'Step 3 of 5', 12, 500, '#9fb3cf'))
    o.append(rrect(vx + vw - 244, vy + 92, 200, 8, 4, fill=WHITE, fill_opacity=.15) + rrect(vx + vw - 244, vy + 92, 120, 8, 4, fill=MINT))
    hx, hy = 290, 520
    o.append(circ(hx, hy, 260, fill=MINT, fop=.06))
    o.append(pth(f'M{hx - 190} {hy - 20}C{hx - 250} {hy - 150} {hx + 250} {hy - 150} {hx + 190} {hy - 20}', c='#33425a', w=22, op=1))
    o.append(rrect(hx - 222, hy - 36, 40, 76, 14, fill='#1a3766') + rrect(hx + 182, hy - 36, 40, 76, 14, fill='#1a3766'))
    o.append(el('path', d=goggle_d(hx, hy, 200, 96, 40), fill='url(#gHead)', stroke=SKY, stroke_width=2.5, stroke_opacity=.8))
    o.append(el('path', d=goggle_d(hx, hy - 3, 176, 76, 30), fill='url(#gVisor)'))
    o.append(pth(f'M{hx - 140} {hy - 46}C{hx - 60} {hy - 62} {hx + 30} {hy - 62} {hx + 120} {hy - 50}', w=4, op=.45))
    for dx in (-130, -64, 64, 130):
        o.append(circ(hx + dx, hy + 30, 6, fill=DEEP, fop=.6))
    for k in range(4):
        o.append(pth(arc_d(hx + 100, hy - 120, 40 + 26 * k, -70, -10), c=MINT, w=3, op=.8 - .18 * k))
    return dark_scene(1200, 750, ''.join(o), lin('vsky', [(0, '#0b2a55', 1), (1, '#123d6e', 1)], 0, 0, 0, 1))

def solution_hatna():
    o = []
    iso = Iso(250, 140, 44)
    o.append(iso.quad([(-.5, -.5, 0), (8.5, -.5, 0), (8.5, 7, 0), (-.5, 7, 0)], fill='#dfeee8', stroke='#c4d8d0'))
    for j in range(3):
        for i in range(4):
            o.append(solar_panel(iso, i * 2.1, j * 2.4, 1.8, 1.9, 1.1, .4, 4, 3, fill='#1d4f9e'))
    sx, sy = 130, 110
    o.append(circ(sx, sy, 110, fill='url(#gSun)') + circ(sx, sy, 34, fill=ORANGE, fop=.9))
    px, py = 760, 40
    o.append(phone(px, py, 330, 680))
    x0 = px + 34
    o.append(txt(x0, py + 100, 'Solar share', 22, 800, TEXT) + txt(x0 + 262, py + 100, '⋯', 22, 800, '#8a97ab', 'end'))
    o.append(rrect(x0, py + 120, 262, 130, 16, fill='url(#gBT)'))
    o.append(txt(x0 + 18, py + 152, 'Plant No. 7 · 998 kW', 14, 600, WHITE, op=.85))
    o.append(txt(x0 + 18, py + 196, '₩10,000', 34, 800, WHITE) + txt(x0 + 18, py + 226, 'minimum per share', 13, 500, WHITE, op=.8))
    o.append(txt(x0, py + 290, 'Funding', 14, 700, TEXT) + txt(x0 + 262, py + 290, '72%', 14, 800, TEAL, 'end'))
    o.append(rrect(x0, py + 302, 262, 12, 6, fill='#e3eaf4') + rrect(x0, py + 302, 262 * .72, 12, 6, fill=TEAL))
    o.append(txt(x0, py + 356, 'Monthly generation', 14, 700, TEXT))
    vals = [.45, .55, .7, .82, .9, .95, .88, .8, .72, .6, .5, .42]
    for k, v in enumerate(vals):
        o.append(rrect(x0 + k * 22, py + 480 - 100 * v, 14, 100 * v, 4, fill=BLUE if k != 5 else ORANGE, fill_opacity=.85))
    o.append(ln(x0, py + 482, x0 + 262, py + 482, c='#c4d0e0', w=1.5, op=1))
    o.append(rrect(x0, py + 520, 262, 52, 16, fill=BLUE) + txt(x0 + 131, py + 552, 'Invest now', 16, 700, WHITE, 'middle'))
    o.append(card(470, 560, 260, 110, 18))
    o.append(txt(494, 600, 'My shares', 14, 600, '#6b7a90') + txt(494, 640, '25 shares', 26, 800, TEXT))
    o.append(rrect(650, 616, 60, 26, 13, fill=TEAL, fill_opacity=.15) + txt(680, 634, '+1.8%', 12, 700, TEAL, 'middle'))
    return light_scene(1200, 750, ''.join(o), accent=ORANGE)

def solution_enov():
    o = []
    win, X = app_window(40, 40, 1120, 670, dark=True, brand='Energy')
    o.append(win)
    o.append(txt(X, 104, 'Site energy overview', 22, 800, WHITE))
    for k, (l, v, d, c) in enumerate((('Demand now', '842 kW', '-6%', MINT), ('Today', '12.4 MWh', '+2%', SKY), ('Peak cut', '118 kW', 'DR', ORANGE), ('Solar', '236 kW', 'live', MINT))):
        o.append(kpi(X + k * 226, 126, 212, l, v, d, dark=True, c=c))
    cx0, cy0, cw, ch = X, 244, 560, 300
    o.append(rrect(cx0, cy0, cw, ch, 14, fill=WHITE, fill_opacity=.05))
    o.append(txt(cx0 + 18, cy0 + 32, 'Load profile · 24 h', 14, 700, WHITE))
    for k in range(5):
        o.append(ln(cx0 + 18, cy0 + 70 + k * 48, cx0 + cw - 18, cy0 + 70 + k * 48, op=.08, w=1))
    base = cy0 + 262
    c1 = [(cx0 + 18 + k * 22, base - 70 - 110 * math.exp(-((k - 14) / 5) ** 2) - 30 * math.sin(k / 3)) for k in range(24)]
    c2 = [(cx0 + 18 + k * 22, base - 20 - 120 * math.exp(-((k - 12) / 3.5) ** 2)) for k in range(24)]
    o.append(poly(c1 + [(c1[-1][0], base), (c1[0][0], base)], fill='url(#gArea)'))
    o.append(pline(c1, stroke=MINT, stroke_width=3, stroke_linejoin='round') + pline(c2, stroke='#f4c542', stroke_width=2.5, stroke_dasharray='6 5'))
    o.append(ln(cx0 + 18, base - 190, cx0 + cw - 18, base - 190, c=ORANGE, w=1.5, op=.9, stroke_dasharray='4 4') + txt(cx0 + cw - 20, base - 198, 'Contract peak', 11, 700, ORANGE, 'end'))
    gx0 = cx0 + cw + 20
    o.append(rrect(gx0, cy0, 300, ch, 14, fill=WHITE, fill_opacity=.05))
    o.append(txt(gx0 + 18, cy0 + 32, 'ESS', 14, 700, WHITE))
    gx, gy = gx0 + 150, cy0 + 170
    o.append(pth(arc_d(gx, gy, 90, 135, 405), c=WHITE, w=16, op=.1) + pth(arc_d(gx, gy, 90, 135, 135 + 270 * .76), c='url(#gBTu)', w=16))
    o.append(txt(gx, gy + 10, '76%', 34, 800, WHITE, 'middle') + txt(gx, gy + 36, 'State of charge', 12, 500, '#9fb3cf', 'middle'))
    o.append(txt(gx, cy0 + ch - 22, 'Charging · 120 kW', 13, 700, MINT, 'middle'))
    bx0, by0 = X, cy0 + ch + 20
    o.append(rrect(bx0, by0, 880, 106, 14, fill=WHITE, fill_opacity=.05))
    o.append(txt(bx0 + 18, by0 + 30, 'Meters', 14, 700, WHITE))
    for k, (nm, v, c) in enumerate((('Main', .82, SKY), ('HVAC', .56, MINT), ('Line 1', .68, SKY), ('Lighting', .24, MINT))):
        xx = bx0 + 18 + k * 215
        o.append(txt(xx, by0 + 60, nm, 12, 600, '#9fb3cf') + rrect(xx, by0 + 72, 190, 10, 5, fill=WHITE, fill_opacity=.1) + rrect(xx, by0 + 72, 190 * v, 10, 5, fill=c))
    return dark_scene(1200, 750, ''.join(o))

def solution_smart_erp():
    o = []
    win, X = app_window(40, 40, 1120, 670, brand='ERP', active=2)
    o.append(win)
    o.append(txt(X, 104, 'Business overview', 22, 800, TEXT))
    for k, (l, v, d, c) in enumerate((('Sales (month)', '₩1.28B', '+8%', TEAL), ('Orders', '342', '+21', BLUE), ('Receivables', '₩214M', '-5%', TEAL), ('Inventory', '98.4%', 'ok', BLUE))):
        o.append(kpi(X + k * 226, 126, 212, l, v, d, c=c))
    tx, ty = X, 244
    o.append(rrect(tx, ty, 560, 420, 14, fill=WHITE, stroke='#e3eaf4'))
    o.append(txt(tx + 18, ty + 32, 'Recent orders', 15, 700, TEXT))
    heads = ['Order', 'Customer', 'Amount', 'Status']
    xs = [tx + 18, tx + 130, tx + 320, tx + 450]
    o.append(rrect(tx + 10, ty + 50, 540, 34, 8, fill='#f3f5f8'))
    for hx_, h in zip(xs, heads):
        o.append(txt(hx_, ty + 72, h, 12, 700, '#6b7a90'))
    rows = [('SO-2417', 'Customer A', '₩12,400,000', 'Shipped', TEAL), ('SO-2416', 'Customer B', '₩3,150,000', 'Packing', BLUE),
            ('SO-2415', 'Customer C', '₩8,920,000', 'Shipped', TEAL), ('SO-2414', 'Customer D', '₩1,480,000', 'Pending', ORANGE),
            ('SO-2413', 'Customer E', '₩22,700,000', 'Shipped', TEAL), ('SO-2412', 'Customer F', '₩640,000', 'Invoiced', BLUE),
            ('SO-2411', 'Customer G', '₩5,300,000', 'Shipped', TEAL)]
    for k, (a, b, c, st, col) in enumerate(rows):
        yy = ty + 114 + k * 42
        o.append(txt(xs[0], yy, a, 13, 600, TEXT) + txt(xs[1], yy, b, 13, 500, '#33425a') + txt(xs[2], yy, c, 13, 600, TEXT))
        o.append(rrect(xs[3], yy - 16, 78, 24, 12, fill=col, fill_opacity=.14) + txt(xs[3] + 39, yy + 1, st, 11, 700, col, 'middle'))
        o.append(ln(tx + 18, yy + 15, tx + 542, yy + 15, c='#e3eaf4', w=1, op=1))
    dx0 = X + 580
    o.append(rrect(dx0, ty, 320, 200, 14, fill=WHITE, stroke='#e3eaf4'))
    o.append(txt(dx0 + 18, ty + 32, 'Sales by product', 15, 700, TEXT))
    dcx, dcy, dr = dx0 + 90, ty + 118, 54
    circ_len = 2 * math.pi * dr
    off = 0
    for frac, c in ((.42, BLUE), (.28, TEAL), (.18, '#7fa8e6'), (.12, ORANGE)):
        o.append(circ(dcx, dcy, dr, c=c, w=22, op=1, stroke_dasharray=f'{n(circ_len * frac - 2)} {n(circ_len)}', stroke_dashoffset=n(-off), transform=f'rotate(-90 {dcx} {dcy})'))
        off += circ_len * frac
    for k, (lab, c) in enumerate((('Products', BLUE), ('Services', TEAL), ('Parts', '#7fa8e6'), ('Other', ORANGE))):
        o.append(circ(dx0 + 190, ty + 84 + k * 26, 6, fill=c) + txt(dx0 + 204, ty + 89 + k * 26, lab, 13, 500, '#33425a'))
    o.append(rrect(dx0, ty + 220, 320, 200, 14, fill=WHITE, stroke='#e3eaf4'))
    o.append(txt(dx0 + 18, ty + 252, 'Monthly revenue', 15, 700, TEXT))
    for k, v in enumerate([.5, .62, .58, .7, .66, .8, .86, .78, .92]):
        o.append(rrect(dx0 + 24 + k * 32, ty + 400 - 120 * v, 20, 120 * v, 5, fill=BLUE if k < 8 else TEAL))
    return light_scene(1200, 750, ''.join(o))

def solution_smart_mes():
    o = []
    win, X = app_window(40, 40, 1120, 670, dark=True, brand='MES', active=3)
    o.append(win)
    o.append(txt(X, 104, 'Production line 2', 22, 800, WHITE))
    o.append(rrect(X + 220, 84, 90, 28, 14, fill='#18d1a5', fill_opacity=.15) + circ(X + 238, 98, 5, fill='#18d1a5') + txt(X + 250, 103, 'Running', 12, 700, '#18d1a5'))
    sx0, sy0 = X, 130
    o.append(rrect(sx0, sy0, 900, 170, 14, fill=WHITE, fill_opacity=.05))
    st = [('Cutting', '#18d1a5', '98%'), ('Press', '#18d1a5', '94%'), ('Welding', ORANGE, 'Check'), ('Painting', '#18d1a5', '91%'), ('Assembly', '#18d1a5', '96%'), ('Inspection', SKY, 'Idle')]
    for k, (nm, c, v) in enumerate(st):
        x = sx0 + 24 + k * 146
        o.append(rrect(x, sy0 + 30, 120, 110, 12, fill='#12305a', stroke=c, stroke_width=2, stroke_opacity=.8))
        o.append(circ(x + 20, sy0 + 52, 6, fill=c) + txt(x + 34, sy0 + 57, nm, 13, 700, WHITE))
        o.append(txt(x + 16, sy0 + 104, v, 24, 800, c if c == ORANGE else WHITE))
        o.append(rrect(x + 16, sy0 + 118, 88, 6, 3, fill=WHITE, fill_opacity=.12) + rrect(x + 16, sy0 + 118, 88 * (.9 if c != ORANGE else .4), 6, 3, fill=c))
        if k < 5:
            o.append(pth(f'M{x + 124} {sy0 + 85}H{x + 142}M{x + 136} {sy0 + 79}L{x + 142} {sy0 + 85}L{x + 136} {sy0 + 91}', c=WHITE, w=2, op=.5))
    gx0, gy0 = X, 320
    o.append(rrect(gx0, gy0, 580, 350, 14, fill=WHITE, fill_opacity=.05))
    o.append(txt(gx0 + 18, gy0 + 32, 'Work orders · today', 14, 700, WHITE))
    for k in range(9):
        xx = gx0 + 120 + k * 50
        o.append(ln(xx, gy0 + 52, xx, gy0 + 330, op=.07, w=1) + txt(xx, gy0 + 64, f'{8 + k:02d}', 10, 600, '#9fb3cf', 'middle'))
    rr = random.Random(11)
    for row in range(6):
        yy = gy0 + 86 + row * 40
        o.append(txt(gx0 + 18, yy + 16, f'WO-{3180 + row}', 12, 600, '#9fb3cf'))
        x = gx0 + 120 + rr.randrange(0, 80)
        while x < gx0 + 540:
            L = min(rr.randrange(60, 180), gx0 + 560 - x)
            if L > 30:
                o.append(rrect(x, yy, L, 22, 6, fill=TEAL if rr.random() < .55 else BLUE, fill_opacity=.9))
            x += L + rr.randrange(10, 40)
    nx = gx0 + 120 + 50 * 5 + 14
    o.append(ln(nx, gy0 + 70, nx, gy0 + 330, c=ORANGE, w=2, op=.9, stroke_dasharray='5 4'))
    ox, oy = gx0 + 600, gy0
    o.append(rrect(ox, oy, 300, 350, 14, fill=WHITE, fill_opacity=.05))
    o.append(txt(ox + 18, oy + 32, 'OEE', 14, 700, WHITE))
    gcx, gcy = ox + 150, oy + 170
    for k, (rad_, frac, c) in enumerate(((104, .91, MINT), (80, .88, SKY), (56, .97, '#f4c542'))):
        o.append(circ(gcx, gcy, rad_, c=WHITE, w=14, op=.08) + pth(arc_d(gcx, gcy, rad_, -90, -90 + 360 * frac), c=c, w=14))
    o.append(txt(gcx, gcy + 10, '78%', 26, 800, WHITE, 'middle'))
    for k, (lab, c) in enumerate((('Availability', MINT), ('Performance', SKY), ('Quality', '#f4c542'))):
        o.append(circ(ox + 28 + k * 92, oy + 316, 5, fill=c) + txt(ox + 38 + k * 92, oy + 320, lab, 11, 600, '#9fb3cf'))
    return dark_scene(1200, 750, ''.join(o))

SOLUTIONS = {'safewiz': solution_safewiz, 'must-xr': solution_must_xr, 'hatna': solution_hatna,
             'enov': solution_enov, 'smart-erp': solution_smart_erp, 'smart-mes': solution_smart_mes}

def build_solutions():
    print('solutions')
    parallel(lambda kv: raster(kv[1](), 1200, 750, f'{IMG}/solution-{kv[0]}-1.webp', 150_000, 90), list(SOLUTIONS.items()))

# ============================================================================= home tiles
def tile_bg(kind):
    W, H = 800, 1000
    defs = [lin('tb', [(0, '#071831', 1), (1, '#0b2850', 1)], 0, 0, 0, 1), common_defs()]
    body = [el('rect', width=W, height=H, fill='url(#tb)')]
    def add_glow(x, y, r_, c, op, i):
        d, b = glow(x, y, r_, c, op, f'tg{i}')
        defs.append(d)
        body.append(b)
    if kind == 'safewiz':
        add_glow(620, 180, 620, BLUE, .55, 0)
        add_glow(120, 900, 520, TEAL, .35, 1)
        for k in range(9):
            s_ = 60 + k * 46
            body.append(pth(shield_d(560, 330, s_), c=MINT if k % 3 == 0 else SKY, w=1.6, op=.5 - k * .045))
        body.append(pth(shield_d(560, 330, 60), c=MINT, w=3, fill='url(#gBT)', fop=.55) + pth(check_d(560, 340, 40), w=8))
        for k in range(14):
            body.append(ln(0, 560 + k * 34, W, 560 + k * 34 - 120, op=.05, w=1))
    elif kind == 'must-xr':
        add_glow(400, 430, 560, TEAL, .45, 0)
        add_glow(700, 950, 500, BLUE, .45, 1)
        vx, vy = 400, 430
        for k in range(1, 12):
            f_ = (k / 11) ** 1.8
            w_, h_ = 20 + f_ * 1100, 26 + f_ * 1380
            body.append(rrect(vx - w_ / 2, vy - h_ / 2, w_, h_, 4 + f_ * 30, fill='none', stroke=MINT, stroke_width=1.4, stroke_opacity=.12 + .4 * (1 - f_)))
        for a in range(0, 360, 15):
            ra = math.radians(a)
            body.append(ln(vx + 14 * math.cos(ra), vy + 14 * math.sin(ra), vx + 900 * math.cos(ra), vy + 900 * math.sin(ra), c=MINT, w=1, op=.1))
        body.append(circ(vx, vy, 10, fill=WHITE, fop=.9) + circ(vx, vy, 40, fill=MINT, fop=.18))
    elif kind == 'hatna':
        add_glow(560, 230, 520, ORANGE, .42, 0)
        add_glow(150, 950, 560, BLUE, .5, 1)
        body.append(circ(560, 230, 80, fill=ORANGE, fop=.85) + circ(560, 230, 120, c=ORANGE, w=1.5, op=.35) + circ(560, 230, 170, c=ORANGE, w=1.2, op=.18))
        hz, vpx = 560, 400
        d = ''
        for k in range(-10, 11):
            d += f'M{n(vpx + k * 12)} {hz}L{n(vpx + k * 150)} {H}'
        for k in range(1, 12):
            yy = hz + (H - hz) * (k / 11) ** 1.7
            d += f'M0 {n(yy)}H{W}'
        body.append(el('path', d=d, stroke=SKY, stroke_opacity=.32, fill='none', stroke_width=1.3))
        body.append(rrect(0, hz - 60, W, H - hz + 60, 0, fill='url(#gSolarFade)'))
        defs.append(lin('gSolarFade', [(0, '#071831', 0), (.13, '#071831', .8), (.5, '#071831', 0), (1, BLUE, .12)], 0, 0, 0, 1))
    else:  # enov
        add_glow(650, 300, 600, TEAL, .45, 0)
        add_glow(100, 850, 560, BLUE, .5, 1)
        for k in range(18):
            y = 300 + k * 26
            pts_ = [(x, y + 60 * math.sin(x / 140 + k * .25) * (1 - k / 30) + 20 * math.sin(x / 60 + k)) for x in range(-10, W + 20, 10)]
            body.append(pline(pts_, stroke=MINT if k % 3 == 0 else SKY, stroke_width=1.6 if k % 3 == 0 else 1.1, stroke_opacity=.55 - k * .02))
        for k in range(7):
            x = 80 + k * 110
            y = 300 + 60 * math.sin(x / 140) + 20 * math.sin(x / 60)
            body.append(node(x, y, 4, MINT))
        body.append(el('path', d=bolt_d(620, 190, 60), fill='none', stroke=MINT, stroke_width=3, stroke_linejoin='round'))
    body.append(el('rect', y=H * .55, width=W, height=H * .45, fill='url(#tfade)'))
    defs.append(lin('tfade', [(0, '#061429', 0), (1, '#061429', .7)], 0, 0, 0, 1))
    return svg(W, H, ''.join(body), ''.join(defs))

def tile_logo(kind):
    """White wordmark, glyphs as paths, centred in a 200x50 box."""
    W, H = 200, 50
    if kind == 'safewiz':
        d, w = text_path('safewiz', 'Inter-Bold.otf', 34, 0, 0, tracking=-.6, dec=1)
        mark = 24 + 8
        x0 = (W - w - mark) / 2
        d, _ = text_path('safewiz', 'Inter-Bold.otf', 34, x0 + mark, 36, tracking=-.6, dec=1)
        extra = (el('path', d=shield_d(x0 + 11, 24, 11), fill=WHITE) +
                 el('path', d=check_d(x0 + 11, 25, 8), fill='none', stroke=NAVY, stroke_width=2.6, stroke_linecap='round', stroke_linejoin='round'))
        return svg(W, H, extra + el('path', d=d, fill=WHITE))
    if kind == 'must-xr':
        _, w1 = text_path('MUST', 'Inter-ExtraBold.otf', 30, 0, 0, tracking=1)
        _, w2 = text_path('XR', 'Inter-Light.otf', 30, 0, 0, tracking=1)
        x0 = (W - w1 - w2 - 10) / 2
        d1, _ = text_path('MUST', 'Inter-ExtraBold.otf', 30, x0, 36, tracking=1, dec=1)
        d2, _ = text_path('XR', 'Inter-Light.otf', 30, x0 + w1 + 10, 36, tracking=1, dec=1)
        return svg(W, H, el('path', d=d1, fill=WHITE) + el('path', d=d2, fill=WHITE))
    if kind == 'hatna':
        _, w = text_path('hatna', 'Inter-SemiBold.otf', 36, 0, 0, tracking=-.4)
        x0 = (W - w - 16) / 2
        d, _ = text_path('hatna', 'Inter-SemiBold.otf', 36, x0, 37, tracking=-.4, dec=1)
        return svg(W, H, el('path', d=d, fill=WHITE) + circ(x0 + w + 10, 13, 5.5, fill=WHITE))
    _, w = text_path('enov', 'Inter-Bold.otf', 36, 0, 0, tracking=-.4)
    x0 = (W - w - 24) / 2
    d, _ = text_path('enov', 'Inter-Bold.otf', 36, x0, 36, tracking=-.4, dec=1)
    return svg(W, H, el('path', d=d, fill=WHITE) + el('path', d=bolt_d(x0 + w + 14, 22, 13), fill=WHITE))

def build_tiles():
    print('tiles')
    kinds = ['safewiz', 'must-xr', 'hatna', 'enov']
    for k in kinds:
        write(f'{IMG}/tile-{k}-logo.svg', tile_logo(k))
    parallel(lambda k: raster(tile_bg(k), 800, 1000, f'{IMG}/tile-{k}-bg.webp', 80_000, 86), kinds)

# ============================================================================= hero video and aurora
TAU = 2 * math.pi
FPS = 24

def hero_frame(t, W, H):
    """Frame at loop phase t in [0, 1) of the hero loop. Everything that moves is periodic in t
    with a whole number of periods, so the frame at t=1 equals the frame at t=0."""
    portrait = H > W
    M = max(W, H)
    rnd = random.Random(42)
    defs = [lin('hb', [(0, DEEP, 1), (.55, NAVY, 1), (1, '#0c2f5c', 1)], 0, 0, 1, 1)]
    body = [el('rect', width=W, height=H, fill='url(#hb)')]
    for i, (x, y, r_, c, op) in enumerate([
            (W * .72 + W * .06 * math.sin(TAU * t), H * .3 + H * .05 * math.cos(TAU * t), M * .5, TEAL, .38),
            (W * .2 + W * .07 * math.cos(TAU * t), H * .88 + H * .03 * math.sin(TAU * t), M * .6, BLUE, .5),
            (W * .5 + W * .1 * math.sin(TAU * t + 2), H * .55, M * .3, SKY, .14)]):
        d, b = glow(x, y, r_, c, op, f'hg{i}')
        defs.append(d)
        body.append(b)
    # perspective floor grid scrolling towards the viewer, two cells per loop
    yh = H * (.64 if portrait else .6)
    vpy = yh - (H - yh) * .45
    defs.append(lin('hfl', [(0, MINT, 0), (.25, MINT, .12), (1, MINT, .32)], 0, yh, 0, H, units='userSpaceOnUse'))
    d = ''
    sp = W / (9 if portrait else 16)
    k_ = int(W / sp * 2.2)
    for k in range(-k_, k_ + 1):
        xb = W / 2 + k * sp * 2.2
        f_ = (yh - vpy) / (H - vpy)
        d += f'M{n(W / 2 + (xb - W / 2) * f_)} {n(yh)}L{n(xb)} {H}'
    s_ = (t * 2) % 1
    for j in range(1, 40):
        dep = j - s_
        if dep < .5:
            continue
        y = yh + (H - yh) * (.5 / dep)
        d += f'M0 {n(y)}H{W}'
    body.append(el('path', d=d, stroke='url(#hfl)', stroke_width=1.1, fill='none'))
    # flowing wave lines
    N = 16
    yc = H * (.5 if portrait else .47)
    spread = H * (.022 if portrait else .026)
    defs.append(lin('hw', [(0, BLUE, 0), (.25, SKY, .55), (.6, MINT, .85), (1, BLUE, 0)], 0, 0, W, 0, units='userSpaceOnUse'))
    lam1, lam2 = W * (1.3 if portrait else .9), W * (.7 if portrait else .45)
    amp1, amp2 = H * (.07 if portrait else .09), H * .025
    phases = [(rnd.random() * TAU, rnd.random() * TAU) for _ in range(N)]
    def wy(i, x):
        p1, p2 = phases[i]
        env = .65 + .35 * math.sin(TAU * x / (W * 1.6) + i * .2)
        return (yc + (i - N / 2) * spread * (1 + .4 * math.sin(TAU * (t + x / W * .5)))
                + amp1 * env * math.sin(TAU * (x / lam1 + t) + p1 * .15 + i * .12)
                + amp2 * math.sin(TAU * (x / lam2 - 2 * t) + p2))
    step = W / 96
    for i in range(N):
        ps = [(x * step, wy(i, x * step)) for x in range(0, 97)]
        strong = i % 5 == 2
        body.append(pline(ps, stroke='url(#hw)', stroke_width=2 if strong else 1.1, stroke_opacity=1 if strong else .55))
    # particles riding the waves, one or two laps per loop
    span = W + 80
    for k in range(70 if not portrait else 46):
        i = rnd.randrange(N)
        laps = rnd.choice((1, 1, 2))
        x = (rnd.random() * span + laps * t * span) % span - 40
        y = wy(i, x)
        r_ = rnd.choice((1.3, 1.6, 2.0, 2.6))
        tw = .55 + .45 * math.sin(TAU * (rnd.choice((1, 2, 3)) * t + rnd.random()))
        c = MINT if rnd.random() < .6 else WHITE
        body.append(circ(x, y, r_ * 4, fill=c, fop=.1 * tw) + circ(x, y, r_, fill=c, fop=.9 * tw))
    # a light node network in the upper area
    nodes = []
    for k in range(11 if not portrait else 8):
        bx, by = rnd.uniform(.05, .95) * W, rnd.uniform(.06, .34 if not portrait else .3) * H
        ph = rnd.random()
        rr_ = rnd.uniform(8, 22)
        nodes.append((bx + rr_ * math.cos(TAU * (t + ph)), by + rr_ * math.sin(TAU * (t + ph))))
    lim = W * (.2 if not portrait else .38)
    for a in range(len(nodes)):
        for b in range(a + 1, len(nodes)):
            dd = math.dist(nodes[a], nodes[b])
            if dd < lim:
                body.append(ln(*nodes[a], *nodes[b], c=SKY, w=1, op=.28 * (1 - dd / lim)))
    for k, (x, y) in enumerate(nodes):
        body.append(circ(x, y, 2.4, fill=MINT if k % 3 else WHITE, fop=.8))
    defs.append(rad('hv', [(0, DEEP, 0), (.7, DEEP, .15), (1, DEEP, .6)], .5, .5, .75))
    body.append(el('rect', width=W, height=H, fill='url(#hv)'))
    return svg(W, H, ''.join(body), ''.join(defs))

def aurora_frame(t, W=1280, H=720):
    """Aurora curtains: each has a bright, wavy lower edge and soft rays fading upwards;
    edges and rays drift once per loop. Blurred, so it can be rendered small and scaled up."""
    rnd = random.Random(7)
    defs = [lin('ab', [(0, '#030b1a', 1), (.55, '#071832', 1), (1, '#0a2244', 1)], 0, 0, 0, 1),
            f'<filter id="ablur" x="-10%" y="-50%" width="120%" height="200%"><feGaussianBlur stdDeviation="{n(W / 90)}"/></filter>',
            f'<filter id="ablur2" x="-10%" y="-50%" width="120%" height="200%"><feGaussianBlur stdDeviation="{n(W / 40)}"/></filter>']
    body = [el('rect', width=W, height=H, fill='url(#ab)')]
    d, b = glow(W * .55, H * .62, W * .55, TEAL, .22, 'ag0')
    defs.append(d)
    body.append(b)
    curtains = [(.50, MINT, .85, 1, .0, .36), (.62, TEAL, .75, -1, 1.9, .30), (.42, SKY, .6, 1, 3.3, .26), (.70, BLUE, .7, -1, 4.6, .24)]
    for i, (yb, c, op, dirn, ph, hgt) in enumerate(curtains):
        defs.append(lin(f'ar{i}', [(0, c, 0), (.55, c, op * .35), (.9, c, op), (1, c, 0)], 0, 0, 0, 1))
        edge = lambda x: (H * yb + H * .12 * math.sin(TAU * (x / W * .7 + dirn * t) + ph)
                          + H * .04 * math.sin(TAU * (x / W * 1.9 - dirn * t) + ph * 2))
        top, bot = [], []
        for k in range(0, 49):
            x = -W * .15 + k * W * 1.3 / 48
            y = edge(x)
            h = H * hgt * (.7 + .3 * math.sin(TAU * (x / W * 1.2 + t) + ph))
            top.append((x, y - h))
            bot.append((x, y + H * .015))
        g = poly(top + bot[::-1], fill=f'url(#ar{i})')
        rays = ''
        for k in range(70):
            x0 = rnd.uniform(-W * .1, W * 1.1)
            x = x0 + W * .02 * math.sin(TAU * (t + rnd.random()))
            y = edge(x)
            h = H * hgt * rnd.uniform(.4, 1.1)
            w_ = rnd.uniform(2, 7) * W / 1280
            rays += ln(x, y, x, y - h, c=c, w=w_, op=op * .28 * (.6 + .4 * math.sin(TAU * (t * rnd.choice((1, 2)) + rnd.random()))))
        body.append(f'<g filter="url(#ablur2)">{g}</g><g filter="url(#ablur)">{rays}</g>')
    d, b = glow(W * .4, H * 1.15, W * .7, BLUE, .3, 'ag')
    defs.append(d)
    body.append(b)
    return svg(W, H, ''.join(body), ''.join(defs))

def render_frames(fn, count, w, h, rw, rh, tag):
    """Render `count` frames of fn(t, w, h) to PNGs of rw x rh; returns the printf pattern."""
    out = os.path.join(TMP, tag)
    os.makedirs(out, exist_ok=True)
    parallel(lambda i: rsvg(fn(i / count, w, h), rw, rh, f'{out}/f{i:04d}.png'), range(count))
    return f'{out}/f%04d.png'

def encode(pattern, out, limit, crf, scale=None, extra=()):
    """H.264 yuv420p, no audio, faststart; raises CRF until the file fits `limit` bytes."""
    while True:
        vf = ['format=yuv420p'] if not scale else [f'scale={scale}:flags=bicubic', 'format=yuv420p']
        subprocess.run(['ffmpeg', '-v', 'error', '-y', '-framerate', str(FPS), '-i', pattern, '-vf', ','.join(vf),
                        '-c:v', 'libx264', '-preset', 'veryslow', '-crf', str(crf), '-profile:v', 'high',
                        '-pix_fmt', 'yuv420p', '-an', '-movflags', '+faststart', *extra, out], check=True)
        size = os.path.getsize(out)
        if size <= limit or crf >= 40:
            break
        crf += 2
    if size > limit:
        PROBLEMS.append(f'{os.path.relpath(out, ROOT)}: {size} bytes > {limit}')
    print(f'  {os.path.relpath(out, STATIC)}  {size} B  crf{crf}', flush=True)

def build_hero():
    print('hero')
    frames = 10 * FPS   # a 10 s loop
    p = render_frames(hero_frame, frames, 1280, 720, 1280, 720, 'hero')
    encode(p, f'{VID}/main.mp4', 1_500_000, 23)
    p = render_frames(hero_frame, frames, 540, 960, 540, 960, 'hero-sm')
    encode(p, f'{VID}/main-sm.mp4', 700_000, 23)
    # posters: frame 0 of each video, rendered from the same vector frame at poster size
    raster(hero_frame(0, 1280, 720), 1920, 1080, f'{IMG}/main-poster.webp', 100_000, 86)
    raster(hero_frame(0, 540, 960), 720, 1280, f'{IMG}/main-poster-sm.webp', 60_000, 86)

def build_aurora():
    print('aurora')
    frames = 12 * FPS   # a slow 12 s loop
    # soft content: render at half size and scale up (saves time, no visible loss)
    p = render_frames(aurora_frame, frames, 1280, 720, 640, 360, 'aurora')
    encode(p, f'{VID}/aurora.mp4', 1_200_000, 22, scale='1280:720')
    raster(aurora_frame(0), 1920, 1080, f'{IMG}/aurora.webp', 80_000, 86)

# ============================================================================= og image and popup
def build_og():
    print('og')
    W, H = 1200, 630
    defs = [lin('ob', [(0, DEEP, 1), (.45, NAVY, 1), (.8, OCEAN, 1), (1, '#0b6e8a', 1)], 0, 0, 1, 1),
            el('pattern', el('path', d='M48 0H0V48', fill='none', stroke=WHITE, stroke_opacity=.06), id='og', width=48, height=48, patternUnits='userSpaceOnUse')]
    body = [el('rect', width=W, height=H, fill='url(#ob)'), el('rect', width=W, height=H, fill='url(#og)')]
    for i, (x, y, r_, c, op) in enumerate([(980, 120, 520, TEAL, .45), (300, 700, 600, BLUE, .5)]):
        d, b = glow(x, y, r_, c, op, f'og{i}')
        defs.append(d)
        body.append(b)
    for k in range(9):
        body.append(pline(wave_pts(-20, W + 20, 470 + k * 16, 26 - k * 1.5, 520 + k * 30, k * .5, 10), stroke=MINT if k % 3 == 0 else SKY,
                          stroke_width=1.6 if k % 3 == 0 else 1, stroke_opacity=.5 - k * .04))
    md, mb = mark(96, 150, 150, white=True)
    body.append(mb)
    d1, _ = text_path('HAEON', 'Inter-Bold.otf', 120, 290, 268, tracking=8, dec=1)
    d2, _ = text_path('Information Technology', 'Inter-Medium.otf', 44, 294, 330, tracking=.5, dec=1)
    body.append(el('path', d=d1, fill=WHITE) + el('path', d=d2, fill='#cfe0f5'))
    body.append(rrect(96, 400, 64, 6, 3, fill=MINT))
    body.append(txt(96, 448, 'Safety software · XR training · Energy IoT · Smart factory', 26, 500, WHITE, op=.85))
    png = f'{TMP}/og.png'
    out = f'{IMG}/og-image.png'
    rsvg(svg(W, H, ''.join(body), ''.join(defs) + md), W, H, png)
    # 256-colour palette with light dithering (full dithering doubles the size of smooth
    # gradients); fall back to fewer colours if the limit is still missed
    for colors in (256, 192, 128, 96):
        subprocess.run(['pngquant', '--force', '--speed', '1', '--floyd=0.5', str(colors), '--output', out, png], check=True)
        size = os.path.getsize(out)
        if size <= 150_000:
            break
    if size > 150_000:
        PROBLEMS.append(f'static/assets/img/og-image.png: {size} bytes > 150000')
    print(f'  assets/img/og-image.png  {W}x{H}  {size} B')

def build_popup():
    print('popup')
    W, H = 600, 800
    defs = [lin('pb', [(0, '#0a1f3c', 1), (1, '#061429', 1)], 0, 0, 0, 1), common_defs(),
            lin('pband', [(0, ORANGE, 1), (1, '#ffb15c', 1)], 0, 0, 1, 0),
            el('pattern', el('path', d='M40 0H0V40', fill='none', stroke=WHITE, stroke_opacity=.05), id='pg', width=40, height=40, patternUnits='userSpaceOnUse')]
    body = [el('rect', width=W, height=H, fill='url(#pb)'), el('rect', width=W, height=H, fill='url(#pg)')]
    for i, (x, y, r_, c, op) in enumerate([(520, 120, 420, ORANGE, .35), (80, 520, 460, TEAL, .35), (500, 800, 380, BLUE, .5)]):
        d, b = glow(x, y, r_, c, op, f'pp{i}')
        defs.append(d)
        body.append(b)
    iso = Iso(400, 120, 30)
    for (x, y, w, d_, h, f) in sorted([(0, 0, 1.6, 1.6, 3.4, 'blue'), (2, .2, 1.4, 1.4, 2.0, 'teal'), (.2, 2.1, 1.4, 1.4, 1.3, 'navy'),
                                       (2.2, 2.2, 1.2, 1.2, 4.2, 'sky'), (4, 1, 1.2, 1.2, 1.0, 'orange')], key=lambda b_: b_[0] + b_[1]):
        body.append(ibox(iso, x, y, 0, w, d_, h, f))
    body.append(pth(shield_d(120, 150, 34), c=MINT, w=2.5, fill=TEAL, fop=.25) + pth(check_d(120, 154, 24), w=4))
    body.append(circ(120, 150, 64, c=MINT, w=1.2, op=.35, stroke_dasharray='3 6'))
    body.append(el('path', d=bolt_d(230, 90, 22), fill=ORANGE))
    body.append(txt(48, 360, 'SAFETY & ENERGY', 50, 800, WHITE, ls=-.5))
    body.append(txt(48, 420, 'TECH WEEK', 50, 800, WHITE, ls=-.5))
    body.append(txt(48, 500, '2025', 84, 800, 'url(#gBTu)', ls=-1))
    body.append(rrect(48, 536, 330, 56, 28, fill='url(#pband)'))
    body.append(txt(213, 573, '2025.10.02 – 10.07', 24, 800, NAVY, 'middle'))
    body.append(txt(48, 634, 'Safety software · XR training', 19, 500, '#c9d6ea'))
    body.append(txt(48, 662, 'Energy IoT · Smart factory', 19, 500, '#c9d6ea'))
    body.append(ln(48, 712, 552, 712, op=.18, w=1))
    md, mb = mark(48, 734, 36, gid='pm')
    defs.append(md)
    body.append(mb)
    d1, _ = text_path('HAEON', 'Inter-Bold.otf', 22, 96, 758, tracking=1.5, dec=1)
    body.append(el('path', d=d1, fill=WHITE) + txt(97, 775, 'Information Technology', 11, 500, '#c9d6ea'))
    raster(svg(W, H, ''.join(body), ''.join(defs)), W, H, f'{IMG}/popup-2025.webp', 100_000, 90)


# ============================================================================= main
BUILDERS = {
    'brand': build_brand, 'icons': build_icons, 'pattern': build_pattern,
}
for g in ['banners', 'products', 'solutions', 'tiles', 'hero', 'aurora', 'og', 'popup']:
    fn = globals().get('build_' + g)
    if fn:
        BUILDERS[g] = fn
try:
    for g in GROUPS:
        if g in BUILDERS:
            BUILDERS[g]()
finally:
    shutil.rmtree(TMP, ignore_errors=True)
if PROBLEMS:
    print('\nFILES OVER THEIR SIZE LIMIT:')
    for p_ in PROBLEMS:
        print('  ' + p_)
    sys.exit(1)
print('done')
PYTHON
