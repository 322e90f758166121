"""Product scenes of the remote locker."""
from ..palette import BLUE, NAVY, ORANGE, TEAL, TEXT, WHITE
from ..scenes import card, floor_shadow, light_scene
from ..shapes import check_d, helmet_d
from ..svg import bar, circ, el, n, poly, pth, rrect, txt

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
