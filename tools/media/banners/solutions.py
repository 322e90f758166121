"""Banner motifs of the solution pages."""
import math, random
from ..iso import Iso, ibox, solar_panel
from ..palette import BLUE, DEEP, MINT, NAVY, ORANGE, SKY, TEAL, WHITE
from ..shapes import arc_d, bolt_d, check_d, gear_d, shield_d
from ..svg import bar, circ, el, ln, n, pline, poly, pth, rrect

def ui_panel(x, y, w, h, op=.92):
    s = rrect(x, y, w, h, 14, fill='#0f2a52', fill_opacity=op, stroke=SKY, stroke_opacity=.45, stroke_width=1.4)
    s += el('path', d=f'M{x} {y + 40}H{x + w}', stroke=WHITE, stroke_opacity=.12)
    for k in range(3):
        s += circ(x + 20 + k * 16, y + 20, 4.5, fill=WHITE, fop=.3)
    return s

def m_safewiz(cx, cy, r):
    out = []
    out.append(f'<g transform="translate({cx - 150},{cy - 250}) skewY(-6)" opacity=".55">{ui_panel(0, 0, 400, 250)}' +
               ''.join(bar(24, 64 + k * 26, [300, 220, 260, 180, 240, 120, 200][k], 8, WHITE, .3) for k in range(6)) + '</g>')
    g = ui_panel(0, 0, 500, 330)
    for i in range(5):
        for j in range(5):
            lvl = i + (4 - j)
            c = TEAL if lvl < 3 else BLUE if lvl < 5 else '#7fa8e6' if lvl < 7 else ORANGE
            g += rrect(24 + i * 38, 62 + j * 38, 32, 32, 5, fill=c, fill_opacity=.85 if lvl >= 7 else .6)
    for k in range(4):
        g += circ(250, 80 + k * 36, 9, fill=TEAL) + pth(check_d(250, 80 + k * 36, 9), w=2.2)
        g += bar(268, 76 + k * 36, [150, 110, 170, 90][k], 8, WHITE, .6)
    chart = [(250 + k * 28, 300 - 40 * (math.sin(k * .9) * .4 + .5 + k * .05)) for k in range(9)]
    g += pline(chart, stroke=MINT, stroke_width=2.5, stroke_linejoin='round') + ln(250, 300, 480, 300, op=.25, w=1)
    out.append(f'<g transform="translate({cx - 330},{cy - 160}) skewY(-6)">{g}</g>')
    sx, sy = cx + 290, cy + 120
    out.append(circ(sx, sy, 95, fill=MINT, fop=.1) + circ(sx, sy, 70, fill='url(#gBT)', c=WHITE, w=2, op=.6))
    out.append(pth(shield_d(sx, sy - 4, 34), w=3) + pth(check_d(sx, sy - 2, 26), w=4.5))
    return ''.join(out)

def m_must_xr(cx, cy, r):
    out = []
    hy = cy + 30
    vp = (cx, cy - 120)
    g = ''
    for k in range(-12, 13):
        bx = cx + k * 90
        t = (hy - vp[1]) / (620 - vp[1])
        g += f'M{n(vp[0] + (bx - vp[0]) * t)} {hy}L{n(bx)} 620'
    for k in range(1, 9):
        y = hy + (560 - hy) * (k / 8) ** 1.8
        g += f'M{cx - 520} {n(y)}H{cx + 520}'
    out.append('<g mask="url(#mFloor)">' + el('path', d=g, stroke=MINT, stroke_opacity=.35, fill='none', stroke_width=1.2) + '</g>')
    ring = []
    for k in range(8):
        a = math.radians(90 + k * 45)
        x, y = cx + 250 * math.cos(a), cy + 170 + 55 * math.sin(a)
        ring.append((y, x))
    for y, x in sorted(ring):
        out.append(el('ellipse', cx=x, cy=y, rx=22, ry=7, fill=MINT, fill_opacity=.25, stroke=MINT, stroke_width=1.5))
        out.append(ln(x, y, x, y - 34, w=3, op=.8) + circ(x, y - 44, 8, fill=WHITE, fop=.9))
    out.append(poly([(cx - 120, cy - 40), (cx + 120, cy - 40), (cx + 300, cy + 200), (cx - 300, cy + 200)], fill='url(#gBeam)'))
    hx, hy2 = cx, cy - 130
    out.append(pth(f'M{hx - 178} {hy2 - 30}C{hx - 240} {hy2 - 120} {hx + 240} {hy2 - 120} {hx + 178} {hy2 - 30}', c=WHITE, w=14, op=.22))
    out.append(rrect(hx - 206, hy2 - 26, 34, 60, 12, fill='#1a3766', stroke=SKY, stroke_opacity=.5) +
               rrect(hx + 172, hy2 - 26, 34, 60, 12, fill='#1a3766', stroke=SKY, stroke_opacity=.5))
    out.append(el('path', d=goggle_d(hx, hy2, 190, 84, 34), fill='url(#gHead)', stroke=SKY, stroke_width=2, stroke_opacity=.8))
    out.append(el('path', d=goggle_d(hx, hy2 - 2, 168, 66, 26), fill='url(#gVisor)'))
    out.append(pth(f'M{hx - 130} {hy2 - 40}C{hx - 60} {hy2 - 54} {hx + 30} {hy2 - 54} {hx + 110} {hy2 - 44}', w=3, op=.45))
    for dx in (-120, -60, 60, 120):
        out.append(circ(hx + dx, hy2 + 22, 5, fill=DEEP, fop=.6))
    out.append(circ(hx + 160, hy2 - 60, 5, fill=ORANGE))
    return ''.join(out)

def goggle_d(x, y, hw, hh, notch):
    """VR goggles seen from the front: a wide rounded body with a nose notch."""
    r_ = hh * .55
    return (f'M{n(x - hw)} {n(y - hh + r_)}Q{n(x - hw)} {n(y - hh)} {n(x - hw + r_)} {n(y - hh)}H{n(x + hw - r_)}'
            f'Q{n(x + hw)} {n(y - hh)} {n(x + hw)} {n(y - hh + r_)}V{n(y + hh - r_)}Q{n(x + hw)} {n(y + hh)} {n(x + hw - r_)} {n(y + hh)}'
            f'H{n(x + notch * 1.6)}C{n(x + notch)} {n(y + hh)} {n(x + notch * .7)} {n(y + hh - notch)} {n(x)} {n(y + hh - notch)}'
            f'C{n(x - notch * .7)} {n(y + hh - notch)} {n(x - notch)} {n(y + hh)} {n(x - notch * 1.6)} {n(y + hh)}'
            f'H{n(x - hw + r_)}Q{n(x - hw)} {n(y + hh)} {n(x - hw)} {n(y + hh - r_)}Z')

def m_hatna(cx, cy, r):
    out = []
    sx, sy = cx + 260, cy - 150
    out.append(circ(sx, sy, 150, fill='url(#gSun)'))
    out.append(circ(sx, sy, 40, fill=ORANGE, fop=.95))
    for k in range(12):
        a = math.radians(k * 30)
        out.append(ln(sx + 56 * math.cos(a), sy + 56 * math.sin(a), sx + 74 * math.cos(a), sy + 74 * math.sin(a), c=ORANGE, w=3, op=.8))
    iso = Iso(cx - 60, cy - 40, 34)
    for i in range(4):
        out.append(solar_panel(iso, i * 2.2, 0, 1.9, 2.6, 1.3, .45, 4, 4))
    px, py = cx - 270, cy - 150
    for k in range(10):
        a0 = -90 + k * 36
        on = k < 3
        out.append(el('path', d=f'M{px} {py}L{n(px + 66 * math.cos(math.radians(a0)))} {n(py + 66 * math.sin(math.radians(a0)))}A66 66 0 0 1 {n(px + 66 * math.cos(math.radians(a0 + 36)))} {n(py + 66 * math.sin(math.radians(a0 + 36)))}Z',
                      fill=MINT if on else BLUE, fill_opacity=.95 if on else .35, stroke=DEEP, stroke_width=3))
    out.append(circ(px, py, 26, fill=DEEP))
    for k in range(5):
        y = cy + 190 - k * 15
        x = cx + 320
        out.append(el('ellipse', cx=x, cy=y + 8, rx=46, ry=14, fill='#087572') + rrect(x - 46, y, 92, 8, 0, fill='#0b9a96') +
                   el('ellipse', cx=x, cy=y, rx=46, ry=14, fill='#22c3b8', stroke='#8ff0e6', stroke_opacity=.6))
    curve = [(cx - 420 + k * 20, cy + 220 - 110 * (k / 34) ** 1.6 - 8 * math.sin(k * .7)) for k in range(35)]
    out.append(poly(curve + [(curve[-1][0], cy + 240), (curve[0][0], cy + 240)], fill='url(#gArea)'))
    out.append(pline(curve, stroke=MINT, stroke_width=2.5))
    return ''.join(out)

def m_enov(cx, cy, r):
    out = []
    gx, gy = cx - 230, cy + 10
    out.append(pth(arc_d(gx, gy, 130, 135, 405), c=WHITE, w=20, op=.1))
    out.append(pth(arc_d(gx, gy, 130, 135, 340), c='url(#gBTu)', w=20))
    for a in range(135, 406, 27):
        ra = math.radians(a)
        out.append(ln(gx + 100 * math.cos(ra), gy + 100 * math.sin(ra), gx + 90 * math.cos(ra), gy + 90 * math.sin(ra), w=2, op=.4))
    na = math.radians(320)
    out.append(ln(gx, gy, gx + 80 * math.cos(na), gy + 80 * math.sin(na), c=ORANGE, w=4, op=1) + circ(gx, gy, 12, fill=DEEP, c=WHITE, w=3))
    out.append(bar(gx - 40, gy + 60, 80, 12, WHITE, .8) + bar(gx - 26, gy + 82, 52, 8, WHITE, .35))
    bx, by = cx - 10, cy - 150
    out.append(rrect(bx + 38, by - 14, 44, 16, 4, fill=WHITE, fill_opacity=.6))
    out.append(rrect(bx, by, 120, 230, 16, fill=NAVY, fill_opacity=.8, stroke=WHITE, stroke_width=3, stroke_opacity=.7))
    for k in range(5):
        out.append(rrect(bx + 14, by + 186 - k * 42, 92, 32, 6, fill='url(#gBT)' if k < 4 else WHITE, fill_opacity=1 if k < 4 else .08))
    out.append(el('path', d=bolt_d(bx + 60, by + 100, 34), fill=WHITE, fill_opacity=.95))
    cx0, cy0, cw, ch = cx + 170, cy - 150, 260, 200
    g = ''.join(f'M{cx0} {cy0 + k * 50}H{cx0 + cw}' for k in range(5))
    out.append(el('path', d=g, stroke=WHITE, stroke_opacity=.1, fill='none'))
    c1 = [(cx0 + k * 13, cy0 + 120 - 60 * math.sin(k / 4) - 20 * math.sin(k / 1.7)) for k in range(21)]
    c2 = [(cx0 + k * 13, cy0 + 160 - 40 * math.sin(k / 5 + 1) - 10 * math.sin(k / 1.3)) for k in range(21)]
    out.append(poly(c1 + [(cx0 + cw, cy0 + ch), (cx0, cy0 + ch)], fill='url(#gArea)'))
    out.append(pline(c1, stroke=MINT, stroke_width=2.5) + pline(c2, stroke=SKY, stroke_width=2, stroke_dasharray='6 5'))
    for k in range(6):
        out.append(rrect(cx0 + 10 + k * 42, cy + 150 - 20 * (1 + k % 3), 24, 20 * (1 + k % 3), 4, fill=BLUE if k % 2 else TEAL, fill_opacity=.8))
    for a, b in (((gx + 130, gy), (bx, by + 110)), ((bx + 120, by + 110), (cx0, cy0 + 100))):
        out.append(ln(*a, *b, c=MINT, w=1.5, op=.5, stroke_dasharray='4 6'))
    return ''.join(out)

def m_smart_erp(cx, cy, r):
    iso = Iso(cx, cy - 18, 34)
    out = []
    faces = ['navy', 'blue', 'teal', 'sky']
    for li, z in enumerate((0, 1.6, 3.2, 4.8)):
        out.append(ibox(iso, 0, 0, z, 6, 6, .22, faces[li], op=.92))
        rr = random.Random(li * 7 + 3)
        mods = []
        for _ in range(4):
            a, b = rr.randrange(5), rr.randrange(5)
            if (a, b) not in mods:
                mods.append((a, b))
        for a, b in sorted(mods, key=lambda t: t[0] + t[1]):
            out.append(ibox(iso, a + .15, b + .15, z + .22, .8, .8, .35 + .25 * rr.random(), 'white' if li == 3 else 'sky', op=.95))
        if li < 3:
            for (a, b) in ((0, 0), (6, 0), (6, 6), (0, 6)):
                out.append(pline([iso.p(a, b, z + .22), iso.p(a, b, z + 1.6)], stroke=WHITE, stroke_opacity=.3, stroke_dasharray='3 4'))
            for (a, b) in ((3, 6), (6, 3)):
                p = iso.p(a, b, z + 1.0)
                out.append(pline([iso.p(a, b, z + .22), iso.p(a, b, z + 1.6)], stroke=MINT, stroke_opacity=.8, stroke_width=2))
                out.append(circ(*p, 4, fill=MINT))
    return ''.join(out)

def m_smart_mes(cx, cy, r):
    out = []
    x0, y0 = cx - 420, cy - 190
    for k in range(9):
        x = x0 + 90 + k * 52
        out.append(ln(x, y0, x, y0 + 360, op=.07, w=1) + ln(x, y0 - 10, x, y0 - 2, op=.4, w=1.5))
    rr = random.Random(5)
    for row in range(7):
        y = y0 + 14 + row * 50
        out.append(bar(x0, y + 7, 56, 8, WHITE, .35))
        x = x0 + 90 + rr.randrange(0, 60)
        while x < x0 + 500:
            L = rr.randrange(60, 170)
            L = min(L, x0 + 540 - x)
            if L > 24:
                c = TEAL if rr.random() < .5 else BLUE
                out.append(rrect(x, y, L, 22, 6, fill=c, fill_opacity=.85))
            x += L + rr.randrange(10, 50)
    nx = x0 + 90 + 52 * 5 + 20
    out.append(ln(nx, y0 - 16, nx, y0 + 360, c=ORANGE, w=2, op=.9, stroke_dasharray='5 5') + circ(nx, y0 - 16, 5, fill=ORANGE))
    gx, gy = cx + 280, cy - 40
    for k, (rad_, frac, c) in enumerate(((120, .86, MINT), (94, .72, SKY), (68, .94, WHITE))):
        out.append(circ(gx, gy, rad_, c=WHITE, w=14, op=.08))
        out.append(pth(arc_d(gx, gy, rad_, -90, -90 + 360 * frac), c=c, w=14, op=.95 if k < 2 else .7))
    out.append(bar(gx - 30, gy - 6, 60, 12, WHITE, .85))
    out.append(pth(gear_d(gx + 130, gy + 190, 34, 26, 9, 10), c=MINT, w=2, op=.7))
    return ''.join(out)
