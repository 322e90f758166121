"""brand: favicon.svg/.ico, logo.svg, logo-white.svg."""
from .palette import BLUE, NAVY, TEAL, TEXT, WHITE
from .svg import el, lin, n, rrect, svg
from .text import text_path

NEEDS = ('rsvg-convert', 'convert', 'fontTools')
LOGOS = (('logo.svg', False), ('logo-white.svg', True))

def files():
    return ['favicon.svg', 'favicon.ico'] + [f'assets/img/{name}' for name, _ in LOGOS]

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

def logo(white):
    """The mark 32x32 at (0,4), the wordmark HAEON and a small "Information Technology"."""
    ink = WHITE if white else TEXT
    sub = '#c9d6ea' if white else '#4a5a70'
    md, mb = mark(0, 4, 32, gid='lm')
    wd, ww = text_path('HAEON', 'Inter-Bold.otf', 24.5, 40.5, 24, tracking=2, dec=1)
    sd, sw_ = text_path('Information Technology', 'Inter-Medium.otf', 8.3, 41.4, 35.2, tracking=.1, dec=1)
    body = mb + el('path', d=wd, fill=ink) + el('path', d=sd, fill=sub)
    return svg(160, 40, body, md)

def build(media):
    print('brand')
    d, b = mark(0, 0, 32)
    media.write(f'{media.static}/favicon.svg', svg(32, 32, b, d))
    media.ico(svg(32, 32, b, d), (16, 32, 48), f'{media.static}/favicon.ico')
    for name, white in LOGOS:
        media.write(f'{media.img}/{name}', logo(white))
    print('  favicon.svg favicon.ico logo.svg logo-white.svg')
