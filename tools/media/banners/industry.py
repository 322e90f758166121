"""Banner motifs of the digital-twin, smart-factory, safety, design and AI business pages."""
import math
from ..iso import Iso, ibox
from ..palette import BLUE, DEEP, MINT, ORANGE, SKY, TEAL, WHITE
from ..shapes import arc_d, check_d, gear_d, helmet_d, shield_d
from ..svg import bar, circ, el, ln, n, pline, pth, rrect

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
