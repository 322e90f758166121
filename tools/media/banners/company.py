"""Banner motifs of the company pages."""
import math
from ..iso import Iso, ibox
from ..palette import BLUE, MINT, NAVY, ORANGE, SKY, TEAL, WHITE
from ..shapes import arc_d, bolt_d, hex_pts
from ..svg import bar, circ, el, ln, n, node, pline, poly, pth, rrect

def m_company_intro(cx, cy, r):
    iso = Iso(cx, cy - 92, 40)
    out = [ibox(iso, -.6, -.6, -.35, 8.2, 8.2, .35, 'navy')]
    for i in range(1, 8):
        out.append(pline([iso.p(i - .6, -.6), iso.p(i - .6, 7.6)], stroke=WHITE, stroke_opacity=.07))
        out.append(pline([iso.p(-.6, i - .6), iso.p(7.6, i - .6)], stroke=WHITE, stroke_opacity=.07))
    blocks = [(.4, .4, 1.6, 1.6, 2.6, 'blue'), (2.9, .5, 1.4, 2.2, 1.6, 'navy'), (5.2, .4, 1.6, 1.6, 3.6, 'sky'),
              (.5, 3.1, 2.2, 1.4, 1.2, 'teal'), (3.3, 3.3, 1.6, 1.6, 4.4, 'blue'), (5.4, 3.0, 1.4, 2.0, 2.0, 'navy'),
              (.5, 5.4, 1.6, 1.6, 1.8, 'navy'), (2.9, 5.6, 2.0, 1.4, .8, 'teal'), (5.4, 5.5, 1.6, 1.6, 2.6, 'blue')]
    blocks.sort(key=lambda b: b[0] + b[1])
    tops = []
    for x, y, w, d, h, f in blocks:
        out.append(ibox(iso, x, y, 0, w, d, h, f))
        for k in range(1, int(h / .5)):
            z = k * .5
            out.append(pline([iso.p(x + .15, y + d, z), iso.p(x + w - .15, y + d, z)], stroke=WHITE, stroke_opacity=.13))
        tops.append(iso.p(x + w / 2, y + d / 2, h + .9))
    for i, a in enumerate(tops):
        for b in tops[i + 1:]:
            dd = math.dist(a, b)
            if dd < 190:
                out.append(ln(*a, *b, c=MINT, w=1.4, op=.55))
    for i, (x, y) in enumerate(tops):
        out.append(node(x, y, 5, ORANGE if i == 4 else MINT))
    return ''.join(out)

def m_company_history(cx, cy, r):
    x0, x1, base = cx - 400, cx + 400, cy + 175
    f_ = lambda x: cy + 110 - 290 * ((x - x0) / 800) ** 1.35 + 10 * math.sin((x - x0) / 70)
    out = [ln(x0 - 20, base, x1 + 30, base, op=.35, w=1.5)]
    x = x0
    while x <= x1:
        big = (x - x0) % 160 == 0
        out.append(ln(x, base, x, base + (12 if big else 6), op=.35 if big else .2, w=1.2))
        h = (base - f_(x)) * .82
        out.append(rrect(x - 7, base - h, 14, h, 3, fill='url(#gBarV)', fill_opacity=.55))
        x += 40
    curve = [(x, f_(x)) for x in range(x0, x1 + 1, 8)]
    out.append(pline(curve, stroke=MINT, stroke_width=12, stroke_opacity=.12, stroke_linecap='round'))
    out.append(pline(curve, stroke=MINT, stroke_width=3, stroke_linecap='round'))
    for i in range(6):
        x = x0 + 40 + i * 148
        y = f_(x)
        out.append(ln(x, y + 14, x, base, op=.28, w=1.2, stroke_dasharray='3 6'))
        last = i == 5
        out.append(node(x, y, 7 if not last else 8, ORANGE if last else MINT))
        out.append(bar(x - 30, y - 58, 60, 9, WHITE, .75) + bar(x - 30, y - 42, 38, 7, WHITE, .35))
    for k in range(3):
        out.append(pth(arc_d(x1 - 40, f_(x1 - 40), 60 + 40 * k, 200, 340), c=MINT, w=1.2, op=.25 - .06 * k))
    return ''.join(out)

def m_company_org(cx, cy, r):
    out = []
    def box(x, y, w, h, fill, fop, strong=False):
        s = rrect(x - w / 2, y - h / 2, w, h, 10, fill=fill, fill_opacity=fop, stroke=SKY if strong else WHITE,
                  stroke_opacity=.6 if strong else .22, stroke_width=1.4)
        s += circ(x - w / 2 + h / 2, y, h * .26, fill=WHITE, fop=.75 if strong else .45)
        s += bar(x - w / 2 + h * .95, y - 8, w * .45, 7, WHITE, .8) + bar(x - w / 2 + h * .95, y + 3, w * .28, 6, WHITE, .35)
        return s
    ty, my = cy - 175, cy - 60
    mids = [cx - 270, cx, cx + 270]
    out.append(pth(f'M{cx} {ty + 26}V{ty + 60}M{mids[0]} {my - 22}V{ty + 60}H{mids[2]}V{my - 22}M{cx} {ty + 60}V{my - 22}', c=WHITE, w=1.6, op=.4))
    for mx in mids:
        leaves = [my + 85, my + 150, my + 215]
        lx = mx - 70
        out.append(pth(f'M{lx} {my + 22}V{leaves[-1]}' + ''.join(f'M{lx} {ly}H{lx + 22}' for ly in leaves), c=WHITE, w=1.4, op=.3))
        for ly in leaves:
            out.append(box(mx + 12, ly, 142, 40, NAVY, .9))
        out.append(box(mx, my, 178, 46, BLUE, .55, True))
    out.append(box(cx, ty, 210, 54, 'url(#gBT)', .95, True))
    out.append(node(cx + 105, ty - 27, 5, MINT, False))
    return ''.join(out)

def m_core_capabilities(cx, cy, r):
    R, k = 58, 1.07
    out = []
    for q in range(-2, 3):
        for rr in range(-2, 3):
            s_ = -q - rr
            if max(abs(q), abs(rr), abs(s_)) > 2:
                continue
            x = cx + math.sqrt(3) * R * (q + rr / 2) * k
            y = cy + 1.5 * R * rr * k
            ring = max(abs(q), abs(rr), abs(s_))
            p = hex_pts(x, y, R)
            if ring == 0:
                out.append(poly(hex_pts(x, y, R + 16), fill=MINT, fill_opacity=.12))
                out.append(poly(p, fill='url(#gBT)', stroke=MINT, stroke_width=2))
                out.append(circ(x, y, 20, c=WHITE, w=3) + circ(x, y, 7, fill=WHITE))
            elif ring == 1:
                filled = (q + 2 * rr) % 2 == 0
                out.append(poly(p, fill=BLUE if filled else NAVY, fill_opacity=.55 if filled else .6, stroke=SKY, stroke_opacity=.6, stroke_width=1.6))
                sym = r.choice(['c', 'b', 's', 'l'])
                if sym == 'c':
                    out.append(circ(x, y, 14, c=WHITE, w=2, op=.8))
                elif sym == 'b':
                    out.append(el('path', d=bolt_d(x, y, 16), fill=WHITE, fill_opacity=.85))
                elif sym == 's':
                    out.append(rrect(x - 12, y - 12, 24, 24, 4, fill='none', stroke=WHITE, stroke_width=2, stroke_opacity=.8))
                else:
                    out.append(pth(f'M{n(x - 16)} {n(y + 8)}L{n(x - 5)} {n(y - 4)}L{n(x + 3)} {n(y + 3)}L{n(x + 16)} {n(y - 10)}', w=2.2, op=.85))
            else:
                t = r.random()
                out.append(poly(p, fill=TEAL if t < .25 else NAVY, fill_opacity=.35 if t < .25 else .35, stroke=WHITE, stroke_opacity=.2, stroke_width=1.2))
                if t > .8:
                    out.append(circ(x, y, 5, fill=ORANGE if t > .93 else MINT))
    return ''.join(out)

def m_esg(cx, cy, r):
    out = [circ(cx, cy + 20, 300, c=WHITE, w=1.2, op=.18, stroke_dasharray='4 8')]
    for a in (20, 140, 260):
        out.append(pth(arc_d(cx, cy + 20, 250, a, a + 80), c=MINT, w=2.5, op=.6))
        ex, ey = cx + 250 * math.cos(math.radians(a + 80)), cy + 20 + 250 * math.sin(math.radians(a + 80))
        t = math.radians(a + 80 + 90)
        out.append(poly([(ex + 10 * math.cos(t), ey + 10 * math.sin(t)), (ex + 10 * math.cos(t + 2.4), ey + 10 * math.sin(t + 2.4)),
                         (ex + 10 * math.cos(t - 2.4), ey + 10 * math.sin(t - 2.4))], fill=MINT, fill_opacity=.8))
    for a in (0, 72, 144, 216, 288):
        out.append(circ(cx + 300 * math.cos(math.radians(a + 10)), cy + 20 + 300 * math.sin(math.radians(a + 10)), 4.5, fill=MINT))
    C = [(cx - 92, cy - 35, MINT), (cx + 92, cy - 35, SKY), (cx, cy + 118, '#7fa8e6')]
    for x, y, c in C:
        out.append(circ(x, y, 138, fill=c, fop=.16, c=c, w=2, op=.75))
    x, y = C[0][0] - 40, C[0][1] - 25
    out.append(pth(f'M{x - 30} {y + 30}C{x - 34} {y - 20} {x} {y - 45} {x + 40} {y - 42}C{x + 44} {y} {x + 14} {y + 34} {x - 30} {y + 30}ZM{x - 30} {y + 30}L{x + 12} {y - 10}', c=WHITE, w=3, op=.9))
    x, y = C[1][0] + 40, C[1][1] - 25
    for dx in (-26, 0, 26):
        out.append(circ(x + dx, y - 14, 9, c=WHITE, w=2.6, op=.9) + pth(f'M{x + dx - 14} {y + 20}a14 14 0 0 1 28 0', c=WHITE, w=2.6, op=.9))
    x, y = C[2][0], C[2][1] + 45
    out.append(pth(f'M{x - 34} {y - 20}L{x} {y - 40}L{x + 34} {y - 20}ZM{x - 24} {y - 14}V{y + 14}M{x} {y - 14}V{y + 14}M{x + 24} {y - 14}V{y + 14}M{x - 36} {y + 20}H{x + 36}', c=WHITE, w=2.6, op=.9))
    return ''.join(out)

def m_talent(cx, cy, r):
    spots = [(0, 0, 1.55), (-250, -120, .9), (-300, 90, .8), (-130, 170, 1), (140, 165, .9), (300, 80, 1.05),
             (260, -130, .85), (100, -190, .75), (-110, -205, .8), (-390, -20, .65), (400, -40, .7)]
    out = []
    for i, (x, y, s) in enumerate(spots[1:], 1):
        out.append(ln(cx, cy, cx + x, cy + y, c=MINT if i % 3 == 0 else WHITE, w=1.3, op=.35 if i % 3 == 0 else .16))
    for (x, y, _), (x2, y2, _) in zip(spots[1:], spots[2:] + spots[1:2]):
        if math.dist((x, y), (x2, y2)) < 260:
            out.append(ln(cx + x, cy + y, cx + x2, cy + y2, w=1, op=.12, stroke_dasharray='3 6'))
    for i, (x, y, s) in enumerate(spots):
        x, y = cx + x, cy + y
        main = i == 0
        if main:
            out.append(circ(x, y, 120, fill=MINT, fop=.07) + circ(x, y, 86, c=MINT, w=1.5, op=.35, stroke_dasharray='2 6'))
        fill = 'url(#gBT)' if main else (BLUE if i % 2 else NAVY)
        out.append(circ(x, y, 44 * s, fill=fill, fop=.95 if main else .7, c=SKY if not main else MINT, w=1.5, op=.6))
        out.append(circ(x, y - 11 * s, 11 * s, fill=WHITE, fop=.9))
        out.append(el('path', d=f'M{n(x - 21 * s)} {n(y + 22 * s)}a{n(21 * s)} {n(19 * s)} 0 0 1 {n(42 * s)} 0Z', fill=WHITE, fill_opacity=.9))
    out.append(circ(cx + 300 + 34, cy + 80 - 32, 7, fill=ORANGE))
    return ''.join(out)
