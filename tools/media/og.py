"""og: og-image.png 1200x630, the picture link previews show."""
from .brand import mark
from .palette import BLUE, DEEP, MINT, NAVY, OCEAN, SKY, TEAL, WHITE
from .shapes import wave_pts
from .svg import el, glow, lin, pline, rrect, svg, txt
from .text import text_path

NEEDS = ('rsvg-convert', 'pngquant', 'fontTools')
W, H = 1200, 630

def files():
    return ['assets/img/og-image.png']

def og_svg():
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
    return svg(W, H, ''.join(body), ''.join(defs) + md)

def build(media):
    print('og')
    media.quantize(og_svg(), W, H, f'{media.img}/og-image.png', 150_000)
