"""tiles: tile-<id>-bg.webp 800x1000 and tile-<id>-logo.svg (the home page solution tiles)."""
import math
from .palette import BLUE, MINT, NAVY, ORANGE, SKY, TEAL, WHITE
from .scenes import common_defs
from .shapes import bolt_d, check_d, shield_d
from .svg import circ, el, glow, lin, ln, n, node, pline, pth, rrect, svg
from .text import text_path

NEEDS = ('rsvg-convert', 'cwebp', 'fontTools')
KINDS = ['safewiz', 'must-xr', 'hatna', 'enov']

# The backdrop's size, in pixels as rendered.
BG_W, BG_H = 800, 1000

def tile_bg(kind):
    """The dark backdrop of a solution tile: two glows and the solution's motif, fading to the
    bottom where the tile's text sits."""
    defs = [lin('tb', [(0, '#071831', 1), (1, '#0b2850', 1)], 0, 0, 0, 1), common_defs()]
    body = [el('rect', width=BG_W, height=BG_H, fill='url(#tb)')]
    def add_glow(x, y, r_, c, op, i):
        d, b = glow(x, y, r_, c, op, f'tg{i}')
        defs.append(d)
        body.append(b)
    MOTIFS[kind](add_glow, defs, body)
    body.append(el('rect', y=BG_H * .55, width=BG_W, height=BG_H * .45, fill='url(#tfade)'))
    defs.append(lin('tfade', [(0, '#061429', 0), (1, '#061429', .7)], 0, 0, 0, 1))
    return svg(BG_W, BG_H, ''.join(body), ''.join(defs))

def safewiz(add_glow, defs, body):
    """Nested shields around a checked one, over faint diagonal lines."""
    add_glow(620, 180, 620, BLUE, .55, 0)
    add_glow(120, 900, 520, TEAL, .35, 1)
    for k in range(9):
        s_ = 60 + k * 46
        body.append(pth(shield_d(560, 330, s_), c=MINT if k % 3 == 0 else SKY, w=1.6, op=.5 - k * .045))
    body.append(pth(shield_d(560, 330, 60), c=MINT, w=3, fill='url(#gBT)', fop=.55) + pth(check_d(560, 340, 40), w=8))
    for k in range(14):
        body.append(ln(0, 560 + k * 34, BG_W, 560 + k * 34 - 120, op=.05, w=1))

def must_xr(add_glow, defs, body):
    """A tunnel of frames and rays into a bright point: a view into virtual space."""
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

def hatna(add_glow, defs, body):
    """A sun over a field of solar rows in perspective."""
    add_glow(560, 230, 520, ORANGE, .42, 0)
    add_glow(150, 950, 560, BLUE, .5, 1)
    body.append(circ(560, 230, 80, fill=ORANGE, fop=.85) + circ(560, 230, 120, c=ORANGE, w=1.5, op=.35) + circ(560, 230, 170, c=ORANGE, w=1.2, op=.18))
    hz, vpx = 560, 400
    d = ''
    for k in range(-10, 11):
        d += f'M{n(vpx + k * 12)} {hz}L{n(vpx + k * 150)} {BG_H}'
    for k in range(1, 12):
        yy = hz + (BG_H - hz) * (k / 11) ** 1.7
        d += f'M0 {n(yy)}H{BG_W}'
    body.append(el('path', d=d, stroke=SKY, stroke_opacity=.32, fill='none', stroke_width=1.3))
    body.append(rrect(0, hz - 60, BG_W, BG_H - hz + 60, 0, fill='url(#gSolarFade)'))
    defs.append(lin('gSolarFade', [(0, '#071831', 0), (.13, '#071831', .8), (.5, '#071831', 0), (1, BLUE, .12)], 0, 0, 0, 1))

def enov(add_glow, defs, body):
    """Energy flowing as waves through nodes, with a bolt."""
    add_glow(650, 300, 600, TEAL, .45, 0)
    add_glow(100, 850, 560, BLUE, .5, 1)
    for k in range(18):
        y = 300 + k * 26
        pts_ = [(x, y + 60 * math.sin(x / 140 + k * .25) * (1 - k / 30) + 20 * math.sin(x / 60 + k)) for x in range(-10, BG_W + 20, 10)]
        body.append(pline(pts_, stroke=MINT if k % 3 == 0 else SKY, stroke_width=1.6 if k % 3 == 0 else 1.1, stroke_opacity=.55 - k * .02))
    for k in range(7):
        x = 80 + k * 110
        y = 300 + 60 * math.sin(x / 140) + 20 * math.sin(x / 60)
        body.append(node(x, y, 4, MINT))
    body.append(el('path', d=bolt_d(620, 190, 60), fill='none', stroke=MINT, stroke_width=3, stroke_linejoin='round'))

MOTIFS = {'safewiz': safewiz, 'must-xr': must_xr, 'hatna': hatna, 'enov': enov}

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

def files():
    return [f'assets/img/tile-{k}-{part}' for k in KINDS for part in ('logo.svg', 'bg.webp')]

def build(media):
    print('tiles')
    for k in KINDS:
        media.write(f'{media.img}/tile-{k}-logo.svg', tile_logo(k))
    media.parallel(lambda k: media.raster(tile_bg(k), BG_W, BG_H, f'{media.img}/tile-{k}-bg.webp', 80_000, 86), KINDS)
