"""Product scenes of parkdian (parking guidance)."""
from ..iso import Iso, ibox
from ..palette import BLUE, NAVY, ORANGE, TEAL, TEXT, WHITE
from ..scenes import card, floor_shadow, light_scene
from ..svg import circ, el, lin, ln, n, pline, poly, pth, rrect, txt

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
