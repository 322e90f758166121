"""Solution screens of safewiz (safety and health) and MUST XR (XR training)."""
from ..banners.solutions import goggle_d
from ..iso import Iso, ibox
from ..palette import BLUE, DEEP, MINT, NAVY, ORANGE, SKY, TEAL, TEXT, WHITE
from ..products.locker import phone
from ..scenes import card, dark_scene, light_scene
from ..shapes import arc_d, check_d
from .app import app_window, kpi
from ..svg import circ, el, lin, n, poly, pth, rrect, txt

def solution_safewiz():
    o = []
    win, X = app_window(40, 50, 830, 640, brand='Safety')
    o.append(win)
    o.append(txt(X, 110, 'Safety & health overview', 22, 800, TEXT))
    for k, (l, v, d, c) in enumerate((('Open risks', '14', '-3', TEAL), ('TBM today', '9/9', 'done', TEAL), ('Near-miss', '6', '+2', ORANGE), ('Inspections', '92%', '+4%', BLUE))):
        o.append(kpi(X + k * 146, 130, 136, l, v, d, c=c))
    mx, my = X, 250
    o.append(rrect(mx, my, 272, 410, 14, fill='#f6f8fb', stroke='#e3eaf4'))
    o.append(txt(mx + 18, my + 32, 'Risk assessment', 15, 700, TEXT))
    for i in range(5):
        for j in range(5):
            lvl = i + (4 - j)
            c = '#7fd8c9' if lvl < 3 else '#9cc2ff' if lvl < 5 else '#ffc08a' if lvl < 7 else ORANGE
            o.append(rrect(mx + 36 + i * 44, my + 52 + j * 44, 39, 39, 6, fill=c))
    for (i, j, v) in ((4, 0, 2), (3, 1, 3), (1, 3, 5), (2, 2, 4)):
        o.append(txt(mx + 55 + i * 44, my + 77 + j * 44, str(v), 15, 800, WHITE if i + 4 - j >= 7 else NAVY, 'middle'))
    o.append(txt(mx + 36, my + 300, 'Likelihood →', 12, 600, '#6b7a90') + txt(mx + 36, my + 326, 'Severity ↑ · 5 × 5 matrix', 12, 500, '#8a97ab'))
    cx_ = X + 288
    o.append(rrect(cx_, my, 290, 410, 14, fill='#f6f8fb', stroke='#e3eaf4'))
    o.append(txt(cx_ + 18, my + 32, 'Legal obligations', 15, 700, TEXT))
    items = ['Safety & health policy', 'Risk factor review', 'Worker feedback', 'Contractor evaluation', 'Emergency manual', 'Semi-annual check']
    for k, it in enumerate(items):
        yy = my + 64 + k * 52
        done = k not in (3, 5)
        o.append(rrect(cx_ + 14, yy - 18, 262, 42, 10, fill=WHITE, stroke='#e3eaf4'))
        o.append(circ(cx_ + 38, yy + 3, 10, fill=TEAL if done else 'none', c=None if done else '#b8c4d4', w=2))
        if done:
            o.append(pth(check_d(cx_ + 38, yy + 3, 9), w=2.5))
        o.append(txt(cx_ + 58, yy + 8, it, 14, 500, '#33425a'))
    px, py = 880, 150
    o.append(phone(px, py, 290, 560))
    o.append(txt(px + 30, py + 96, 'Near-miss report', 18, 800, TEXT))
    o.append(rrect(px + 28, py + 116, 234, 140, 14, fill='#e3eaf4') + circ(px + 145, py + 186, 26, fill=WHITE) + circ(px + 145, py + 186, 10, c=BLUE, w=3))
    for k, (lab, val) in enumerate((('Location', 'Line 2 · Press'), ('Type', 'Slip / trip'), ('Severity', 'Medium'))):
        yy = py + 280 + k * 58
        o.append(txt(px + 30, yy, lab, 12, 600, '#8a97ab') + rrect(px + 28, yy + 8, 234, 36, 10, fill='#f3f5f8') + txt(px + 42, yy + 32, val, 14, 600, TEXT))
    o.append(rrect(px + 28, py + 462, 234, 46, 14, fill=BLUE) + txt(px + 145, py + 491, 'Submit report', 15, 700, WHITE, 'middle'))
    return light_scene(1200, 750, ''.join(o))

def solution_must_xr():
    o = []
    vx, vy, vw, vh = 420, 70, 740, 520
    o.append(card(vx, vy, vw, vh, 22, fill='#0b1a30', shop=.4))
    o.append(f'<clipPath id="vclip"><rect x="{vx}" y="{vy}" width="{vw}" height="{vh}" rx="22"/></clipPath>')
    g = rrect(vx, vy, vw, vh, 0, fill='url(#vsky)')
    hz = vy + 230
    vpx = vx + vw / 2
    d = ''
    for k in range(-14, 15):
        bx = vpx + k * 90
        d += f'M{n(vpx + (bx - vpx) * 0.02)} {hz}L{n(bx)} {vy + vh}'
    for k in range(1, 11):
        yy = hz + (vh - 230) * (k / 10) ** 1.9
        d += f'M{vx} {n(yy)}H{vx + vw}'
    g += rrect(vx, hz, vw, vh - 230, 0, fill='#0a2244') + el('path', d=d, stroke=MINT, stroke_opacity=.35, fill='none')
    g += poly([(vpx + 150, hz + 30), (vpx + 300, hz + 30), (vpx + 350, hz + 100), (vpx + 180, hz + 100)], fill=ORANGE, fill_opacity=.25, stroke=ORANGE, stroke_width=2)
    g += txt(vpx + 255, hz + 72, 'HAZARD ZONE', 13, 800, ORANGE, 'middle', ls=1)
    # an abstract machine in the scene
    iso = Iso(vpx - 30, hz - 40, 30)
    g += ibox(iso, 0, 0, 0, 3, 2, 1.6, 'steel') + ibox(iso, .4, .3, 1.6, 1.4, 1.2, 1.0, 'sky')
    for k in range(8):
        x, y = vpx - 210 + (k % 4) * 118 + (k // 4) * 50, hz + 140 + (k // 4) * 100
        g += el('ellipse', cx=x, cy=y, rx=24, ry=8, fill=MINT, fill_opacity=.3, stroke=MINT, stroke_width=1.5)
        g += rrect(x - 8, y - 46, 16, 40, 8, fill=WHITE, fill_opacity=.85) + circ(x, y - 56, 10, fill=WHITE, fop=.95)
        g += txt(x, y - 74, str(k + 1), 12, 800, MINT, 'middle')
    o.append(f'<g clip-path="url(#vclip)">{g}</g>')
    o.append(rrect(vx + 24, vy + 24, 210, 44, 22, fill=DEEP, fill_opacity=.7) + circ(vx + 48, vy + 46, 8, fill='#18d1a5') + txt(vx + 66, vy + 52, 'Session live · 8/8', 15, 700, WHITE))
    o.append(rrect(vx + vw - 264, vy + 24, 240, 96, 16, fill=DEEP, fill_opacity=.7))
    o.append(txt(vx + vw - 244, vy + 54, 'Fire evacuation drill', 14, 700, WHITE) + txt(vx + vw - 244, vy + 78, 'Step 3 of 5', 12, 500, '#9fb3cf'))
    o.append(rrect(vx + vw - 244, vy + 92, 200, 8, 4, fill=WHITE, fill_opacity=.15) + rrect(vx + vw - 244, vy + 92, 120, 8, 4, fill=MINT))
    hx, hy = 290, 520
    o.append(circ(hx, hy, 260, fill=MINT, fop=.06))
    o.append(pth(f'M{hx - 190} {hy - 20}C{hx - 250} {hy - 150} {hx + 250} {hy - 150} {hx + 190} {hy - 20}', c='#33425a', w=22, op=1))
    o.append(rrect(hx - 222, hy - 36, 40, 76, 14, fill='#1a3766') + rrect(hx + 182, hy - 36, 40, 76, 14, fill='#1a3766'))
    o.append(el('path', d=goggle_d(hx, hy, 200, 96, 40), fill='url(#gHead)', stroke=SKY, stroke_width=2.5, stroke_opacity=.8))
    o.append(el('path', d=goggle_d(hx, hy - 3, 176, 76, 30), fill='url(#gVisor)'))
    o.append(pth(f'M{hx - 140} {hy - 46}C{hx - 60} {hy - 62} {hx + 30} {hy - 62} {hx + 120} {hy - 50}', w=4, op=.45))
    for dx in (-130, -64, 64, 130):
        o.append(circ(hx + dx, hy + 30, 6, fill=DEEP, fop=.6))
    for k in range(4):
        o.append(pth(arc_d(hx + 100, hy - 120, 40 + 26 * k, -70, -10), c=MINT, w=3, op=.8 - .18 * k))
    return dark_scene(1200, 750, ''.join(o), lin('vsky', [(0, '#0b2a55', 1), (1, '#123d6e', 1)], 0, 0, 0, 1))
