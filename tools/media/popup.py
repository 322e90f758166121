"""popup: popup-2025.webp 600x800, the picture of the home page's notice (content/popup.yaml)."""
from .brand import mark
from .iso import Iso, ibox
from .palette import BLUE, MINT, NAVY, ORANGE, TEAL, WHITE
from .scenes import common_defs
from .shapes import bolt_d, check_d, shield_d
from .svg import circ, el, glow, lin, ln, pth, rrect, svg, txt
from .text import text_path

NEEDS = ('rsvg-convert', 'cwebp', 'fontTools')
W, H = 600, 800

def files():
    return ['assets/img/popup-2025.webp']

def popup_svg():
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
    return svg(W, H, ''.join(body), ''.join(defs))

def build(media):
    print('popup')
    media.raster(popup_svg(), W, H, f'{media.img}/popup-2025.webp', 100_000, 90)
