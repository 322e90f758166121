"""Product scenes of the kiosk."""
from ..palette import BLUE, NAVY, TEAL, TEXT, WHITE
from ..scenes import card, floor_shadow, light_scene
from ..shapes import arc_d
from ..svg import bar, circ, el, ln, n, poly, pth, rrect, txt

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
