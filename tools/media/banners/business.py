"""Banner motifs of the business overview and the energy, marine and smart-city pages."""
import math
from ..iso import Iso, ibox, solar_panel
from ..palette import BLUE, DEEP, MINT, NAVY, SKY, TEAL, WHITE
from ..shapes import arc_d, bolt_d, check_d, gear_d, shield_d, wave_pts
from ..svg import circ, el, ln, n, node, pline, poly, pth, rrect

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
