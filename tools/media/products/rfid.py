"""Product scenes of the RFID tags and reader."""
import random
from ..banners.products import coil_d
from ..iso import Iso, ibox
from ..palette import BLUE, NAVY, SKY, TEAL, TEXT, WHITE
from ..scenes import card, floor_shadow, light_scene
from ..shapes import arc_d
from ..svg import bar, circ, n, pline, pth, rrect, txt

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
    o.append('<g transform="translate(640,110) rotate(-8)">' + rrect(6, 16, 300, 190, 16, fill=NAVY, fill_opacity=.16, filter='url(#sh)') + tag_card(300, 190) + '</g>')
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
