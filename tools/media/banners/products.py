"""Banner motifs of the product pages."""
import math
from ..iso import Iso, ibox
from ..palette import BLUE, DEEP, FONT, MINT, ORANGE, SKY, WHITE
from ..shapes import arc_d, helmet_d
from ..svg import bar, circ, el, ln, n, pline, poly, pth, rrect

def m_parkdian(cx, cy, r):
    iso = Iso(cx - 60, cy - 165, 46)
    out = [ibox(iso, 0, 0, -.25, 9.4, 6.4, .25, 'navy')]
    rows = [(.3, 2.4), (4.0, 6.1)]
    g = ''
    for ya, yb in rows:
        for k in range(8):
            x = .5 + k * 1.2
            a, b = iso.p(x, ya), iso.p(x, yb)
            g += f'M{n(a[0])} {n(a[1])}L{n(b[0])} {n(b[1])}'
    out.append(el('path', d=g, stroke=WHITE, stroke_opacity=.55, stroke_width=1.6, fill='none'))
    for k in range(8):
        a, b = iso.p(.5 + k * 1.2, 3.2), iso.p(.5 + k * 1.2 + .6, 3.2)
        out.append(pline([a, b], stroke=WHITE, stroke_opacity=.4, stroke_width=2))
    occupied = {(0, 1), (0, 2), (0, 4), (0, 6), (1, 0), (1, 3), (1, 4), (1, 5)}
    items = []
    for ri, (ya, yb) in enumerate(rows):
        for k in range(7):
            x = .5 + k * 1.2
            occ = (ri, k) in occupied
            sx_, sy_ = iso.p(x + .6, ya + .15 if ri == 0 else yb - .15)
            items.append((x + ya, 'sensor', (sx_, sy_, occ)))
            if occ:
                items.append((x + ya + .5, 'car', (x + .15, ya + .25, r.choice(['white', 'sky', 'steel', 'teal', 'blue']))))
    items.sort(key=lambda t: t[0])
    for _, kind, d in items:
        if kind == 'car':
            x, y, f = d
            out.append(ibox(iso, x, y, 0, .9, 1.7, .42, f, edge=False) + ibox(iso, x + .08, y + .45, .42, .74, .85, .3, 'navy', edge=False))
        else:
            x, y, occ = d
            c = ORANGE if occ else MINT
            out.append(circ(x, y, 9, fill=c, fop=.25) + circ(x, y, 4, fill=c))
    px, py = iso.p(9.9, 3.0, 0)
    out.append(ln(px, py, px, py - 210, c='#c4d0e0', w=6, op=1))
    sx, sy = px - 70, py - 300
    out.append(rrect(sx, sy, 150, 100, 12, fill=DEEP, stroke=SKY, stroke_width=2))
    out.append(rrect(sx + 12, sy + 14, 44, 44, 8, fill=BLUE))
    out.append(el('text', 'P', x=sx + 34, y=sy + 50, fill=WHITE, font_family=FONT, font_weight=800, font_size=34, text_anchor='middle'))
    out.append(el('text', '24', x=sx + 128, y=sy + 52, fill=MINT, font_family=FONT, font_weight=700, font_size=36, text_anchor='end'))
    out.append(pth(f'M{sx + 16} {sy + 80}H{sx + 120}M{sx + 106} {sy + 70}L{sx + 120} {sy + 80}L{sx + 106} {sy + 90}', c=MINT, w=4))
    return ''.join(out)

def m_remote_locker(cx, cy, r):
    out = []
    x0, y0, w, h = cx - 300, cy - 215, 400, 430
    out.append(poly([(x0 + w, y0), (x0 + w + 56, y0 - 34), (x0 + w + 56, y0 + h - 34), (x0 + w, y0 + h)], fill='#10284d', stroke=SKY, stroke_opacity=.4))
    out.append(poly([(x0, y0), (x0 + 56, y0 - 34), (x0 + w + 56, y0 - 34), (x0 + w, y0)], fill='#2a4f86', stroke=SKY, stroke_opacity=.4))
    out.append(rrect(x0, y0, w, h, 6, fill='url(#gCab)', stroke=SKY, stroke_opacity=.5, stroke_width=1.5))
    cw, ch = (w - 30) / 4, (h - 36) / 5
    for i in range(4):
        for j in range(5):
            x, y = x0 + 12 + i * (cw + 2), y0 + 12 + j * (ch + 2.5)
            if i in (1, 2) and j == 1:
                if i == 1:
                    out.append(rrect(x + 2, y + 2, 2 * cw - 2, ch - 4, 6, fill='url(#gBT)'))
                    out.append(bar(x + 16, y + 16, 80, 8, WHITE, .9) + bar(x + 16, y + 32, 120, 6, WHITE, .5) + bar(x + 16, y + 46, 60, 6, WHITE, .5))
                continue
            if (i, j) == (3, 3):
                out.append(rrect(x + 2, y + 2, cw - 4, ch - 4, 4, fill=DEEP))
                out.append(el('path', d=helmet_d(x + cw / 2 + 6, y + ch - 18, 26), fill=ORANGE))
                out.append(poly([(x + cw - 2, y + 2), (x + cw + 46, y - 18), (x + cw + 46, y + ch + 10), (x + cw - 2, y + ch - 2)], fill='#3f5c85', stroke=SKY, stroke_opacity=.5))
                continue
            out.append(rrect(x + 2, y + 2, cw - 4, ch - 4, 4, fill=WHITE, fill_opacity=.06, stroke=WHITE, stroke_opacity=.22))
            out.append(ln(x + cw - 18, y + ch / 2 - 10, x + cw - 18, y + ch / 2 + 10, w=3, op=.5))
            st = ORANGE if (i, j) in ((0, 3), (2, 4)) else MINT
            out.append(circ(x + 16, y + 16, 4, fill=st))
    out.append(rrect(x0 + 10, y0 + h - 14, w - 20, 8, 3, fill=WHITE, fill_opacity=.15))
    px, py = cx + 200, cy - 170
    out.append(rrect(px, py, 130, 240, 20, fill=DEEP, stroke=WHITE, stroke_opacity=.6, stroke_width=3))
    out.append(rrect(px + 12, py + 24, 106, 190, 8, fill='#0f2a52'))
    for k in range(4):
        out.append(rrect(px + 20, py + 36 + k * 40, 90, 32, 6, fill=WHITE, fill_opacity=.08) + circ(px + 36, py + 52 + k * 40, 8, fill=MINT if k != 2 else ORANGE, fop=.9) +
                   bar(px + 50, py + 48 + k * 40, 50, 7, WHITE, .55))
    out.append(rrect(px + 20, py + 196, 90, 12, 6, fill=MINT))
    for k in range(3):
        out.append(pth(arc_d(px - 20, py + 120, 24 + 18 * k, 150, 210), c=MINT, w=2.5, op=.8 - .2 * k))
    return ''.join(out)

def m_kiosk(cx, cy, r):
    out = []
    kx = cx - 60
    out.append(el('ellipse', cx=kx, cy=cy + 225, rx=150, ry=18, fill=MINT, fill_opacity=.12))
    out.append(rrect(kx - 110, cy + 200, 220, 26, 8, fill='#2a4f86', stroke=SKY, stroke_opacity=.4))
    out.append(rrect(kx - 40, cy + 120, 80, 90, 4, fill='#1a3766'))
    out.append(rrect(kx - 135, cy - 240, 270, 380, 26, fill='url(#gCab)', stroke=SKY, stroke_width=2, stroke_opacity=.6))
    sx, sy, sw_, sh_ = kx - 110, cy - 214, 220, 230
    out.append(rrect(sx, sy, sw_, sh_, 10, fill='url(#gScreen)'))
    out.append(bar(sx + 18, sy + 18, 110, 12, WHITE, .95) + bar(sx + 18, sy + 38, 70, 8, WHITE, .5))
    for i in range(2):
        for j in range(2):
            out.append(rrect(sx + 18 + i * 96, sy + 64 + j * 74, 88, 64, 10, fill=WHITE, fill_opacity=.92 if (i + j) % 2 == 0 else .25))
            out.append(circ(sx + 42 + i * 96, sy + 96 + j * 74, 10, fill=BLUE if (i + j) % 2 == 0 else WHITE))
    out.append(rrect(sx + 150, sy + 12, 56, 40, 6, fill=DEEP, fill_opacity=.7) + circ(sx + 178, sy + 26, 7, fill=WHITE, fop=.85) +
               pth(f'M{sx + 166} {sy + 48}q12 -14 24 0', w=3, op=.85))
    for i in range(3):
        for j in range(4):
            out.append(circ(kx - 60 + i * 22, cy + 44 + j * 20, 7, fill=WHITE, fop=.18, c=WHITE, w=1.2, op=.5) + circ(kx - 60 + i * 22, cy + 44 + j * 20, 1.8, fill=WHITE))
    out.append(rrect(kx + 24, cy + 40, 70, 10, 5, fill=DEEP) + rrect(kx + 24, cy + 62, 70, 10, 5, fill=DEEP))
    for k in range(4):
        out.append(ln(kx + 30 + k * 16, cy + 90, kx + 30 + k * 16, cy + 112, w=3, op=.4))
    out.append(pth(f'M{kx - 200} {cy - 150}V{cy + 80}M{kx - 212} {cy - 136}L{kx - 200} {cy - 152}L{kx - 188} {cy - 136}M{kx - 212} {cy + 66}L{kx - 200} {cy + 82}L{kx - 188} {cy + 66}', c=MINT, w=3))
    out.append(rrect(kx - 135, cy - 170, 270, 380, 26, fill='none', stroke=WHITE, stroke_opacity=.18, stroke_dasharray='6 6'))
    for k in range(3):
        out.append(pth(arc_d(kx + 150, cy + 100, 26 + 22 * k, -40, 40), c=MINT, w=3, op=.8 - .2 * k))
    wx, wy = cx + 280, cy + 90
    out.append(circ(wx, wy - 92, 16, fill=WHITE, fop=.9))
    out.append(pth(f'M{wx} {wy - 68}V{wy - 10}H{wx + 50}L{wx + 70} {wy + 50}', c=WHITE, w=12, op=.9))
    out.append(pth(f'M{wx} {wy - 44}H{wx + 40}', c=WHITE, w=10, op=.9))
    out.append(pth(arc_d(wx + 10, wy + 30, 60, 150, 400), c=MINT, w=10))
    return ''.join(out)

def coil_d(x, y, w, h, turns=4, gap=9):
    d = ''
    for t in range(turns):
        i = t * gap
        d += f'M{n(x + i)} {n(y + i + 6)}V{n(y + h - i - 6)}Q{n(x + i)} {n(y + h - i)} {n(x + i + 6)} {n(y + h - i)}H{n(x + w - i - 6)}Q{n(x + w - i)} {n(y + h - i)} {n(x + w - i)} {n(y + h - i - 6)}V{n(y + i + 6)}Q{n(x + w - i)} {n(y + i)} {n(x + w - i - 6)} {n(y + i)}H{n(x + i + 6)}Q{n(x + i)} {n(y + i)} {n(x + i)} {n(y + i + 6)}'
    return d

def rfid_card(w, h, c=MINT, body='#0f2a52', bop=.95):
    s = rrect(0, 0, w, h, 14, fill=body, fill_opacity=bop, stroke=SKY, stroke_opacity=.6, stroke_width=1.5)
    s += pth(coil_d(16, 16, w - 32, h - 32, 4, 8), c=c, w=2, op=.85)
    s += rrect(w / 2 - 14, h / 2 - 10, 28, 20, 3, fill='#c4d0e0')
    return s

def m_rfid(cx, cy, r):
    out = []
    rx, ry = cx - 290, cy + 20
    for k in range(5):
        out.append(pth(arc_d(rx + 70, ry - 90, 70 + 48 * k, -50, 30), c=MINT, w=3, op=.85 - .15 * k))
    dev = (rrect(-60, -120, 120, 190, 22, fill='url(#gCab)', stroke=SKY, stroke_width=2, stroke_opacity=.7) +
           rrect(-44, -100, 88, 70, 8, fill='url(#gScreen)') + bar(-32, -86, 50, 7, WHITE, .9) + bar(-32, -70, 30, 6, WHITE, .6) +
           rrect(-26, 70, 52, 140, 18, fill='#1a3766', stroke=SKY, stroke_opacity=.5) +
           circ(-20, -4, 8, fill=WHITE, fop=.3) + circ(6, -4, 8, fill=WHITE, fop=.3) + circ(32, -4, 8, fill=MINT))
    out.append(f'<g transform="translate({rx},{ry}) rotate(-18)">{dev}</g>')
    cards = [(cx + 20, cy - 170, -8), (cx + 200, cy - 40, 10), (cx - 20, cy + 70, 4)]
    for x, y, a in cards:
        out.append(f'<g transform="translate({x},{y}) rotate({a})">{rfid_card(200, 126)}</g>')
    lx, ly = cx + 250, cy - 210
    d = f'M{lx + 12} {ly + 24}' + 'h8v-12h8v12' * 6 + 'h8' + 'h8v12h8v-12' * 6
    out.append(f'<g transform="rotate(14 {lx} {ly})">' + rrect(lx, ly, 240, 48, 8, fill=WHITE, fill_opacity=.1, stroke=WHITE, stroke_opacity=.4) +
               pth(d, c=MINT, w=2) + rrect(lx + 110, ly + 16, 20, 16, 2, fill='#c4d0e0') + '</g>')
    for k in range(14):
        x = cx - 200 + k * 26
        y = cy - 10 + 30 * math.sin(k / 2.2)
        out.append(rrect(x, y, 12 if k % 3 else 6, 6, 3, fill=MINT, fill_opacity=.6))
    return ''.join(out)
