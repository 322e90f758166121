"""Solution screens of hatna (solar investment) and enov (energy management)."""
import math
from ..iso import Iso, solar_panel
from ..palette import BLUE, MINT, ORANGE, SKY, TEAL, TEXT, WHITE
from ..products.locker import phone
from ..scenes import card, dark_scene, light_scene
from ..shapes import arc_d
from .app import app_window, kpi
from ..svg import circ, ln, pline, poly, pth, rrect, txt

def solution_hatna():
    o = []
    iso = Iso(250, 140, 44)
    o.append(iso.quad([(-.5, -.5, 0), (8.5, -.5, 0), (8.5, 7, 0), (-.5, 7, 0)], fill='#dfeee8', stroke='#c4d8d0'))
    for j in range(3):
        for i in range(4):
            o.append(solar_panel(iso, i * 2.1, j * 2.4, 1.8, 1.9, 1.1, .4, 4, 3, fill='#1d4f9e'))
    sx, sy = 130, 110
    o.append(circ(sx, sy, 110, fill='url(#gSun)') + circ(sx, sy, 34, fill=ORANGE, fop=.9))
    px, py = 760, 40
    o.append(phone(px, py, 330, 680))
    x0 = px + 34
    o.append(txt(x0, py + 100, 'Solar share', 22, 800, TEXT) + txt(x0 + 262, py + 100, '⋯', 22, 800, '#8a97ab', 'end'))
    o.append(rrect(x0, py + 120, 262, 130, 16, fill='url(#gBT)'))
    o.append(txt(x0 + 18, py + 152, 'Plant No. 7 · 998 kW', 14, 600, WHITE, op=.85))
    o.append(txt(x0 + 18, py + 196, '₩10,000', 34, 800, WHITE) + txt(x0 + 18, py + 226, 'minimum per share', 13, 500, WHITE, op=.8))
    o.append(txt(x0, py + 290, 'Funding', 14, 700, TEXT) + txt(x0 + 262, py + 290, '72%', 14, 800, TEAL, 'end'))
    o.append(rrect(x0, py + 302, 262, 12, 6, fill='#e3eaf4') + rrect(x0, py + 302, 262 * .72, 12, 6, fill=TEAL))
    o.append(txt(x0, py + 356, 'Monthly generation', 14, 700, TEXT))
    vals = [.45, .55, .7, .82, .9, .95, .88, .8, .72, .6, .5, .42]
    for k, v in enumerate(vals):
        o.append(rrect(x0 + k * 22, py + 480 - 100 * v, 14, 100 * v, 4, fill=BLUE if k != 5 else ORANGE, fill_opacity=.85))
    o.append(ln(x0, py + 482, x0 + 262, py + 482, c='#c4d0e0', w=1.5, op=1))
    o.append(rrect(x0, py + 520, 262, 52, 16, fill=BLUE) + txt(x0 + 131, py + 552, 'Invest now', 16, 700, WHITE, 'middle'))
    o.append(card(470, 560, 260, 110, 18))
    o.append(txt(494, 600, 'My shares', 14, 600, '#6b7a90') + txt(494, 640, '25 shares', 26, 800, TEXT))
    o.append(rrect(650, 616, 60, 26, 13, fill=TEAL, fill_opacity=.15) + txt(680, 634, '+1.8%', 12, 700, TEAL, 'middle'))
    return light_scene(1200, 750, ''.join(o), accent=ORANGE)

def solution_enov():
    o = []
    win, X = app_window(40, 40, 1120, 670, dark=True, brand='Energy')
    o.append(win)
    o.append(txt(X, 104, 'Site energy overview', 22, 800, WHITE))
    for k, (l, v, d, c) in enumerate((('Demand now', '842 kW', '-6%', MINT), ('Today', '12.4 MWh', '+2%', SKY), ('Peak cut', '118 kW', 'DR', ORANGE), ('Solar', '236 kW', 'live', MINT))):
        o.append(kpi(X + k * 226, 126, 212, l, v, d, dark=True, c=c))
    cx0, cy0, cw, ch = X, 244, 560, 300
    o.append(rrect(cx0, cy0, cw, ch, 14, fill=WHITE, fill_opacity=.05))
    o.append(txt(cx0 + 18, cy0 + 32, 'Load profile · 24 h', 14, 700, WHITE))
    for k in range(5):
        o.append(ln(cx0 + 18, cy0 + 70 + k * 48, cx0 + cw - 18, cy0 + 70 + k * 48, op=.08, w=1))
    base = cy0 + 262
    c1 = [(cx0 + 18 + k * 22, base - 70 - 110 * math.exp(-((k - 14) / 5) ** 2) - 30 * math.sin(k / 3)) for k in range(24)]
    c2 = [(cx0 + 18 + k * 22, base - 20 - 120 * math.exp(-((k - 12) / 3.5) ** 2)) for k in range(24)]
    o.append(poly(c1 + [(c1[-1][0], base), (c1[0][0], base)], fill='url(#gArea)'))
    o.append(pline(c1, stroke=MINT, stroke_width=3, stroke_linejoin='round') + pline(c2, stroke='#f4c542', stroke_width=2.5, stroke_dasharray='6 5'))
    o.append(ln(cx0 + 18, base - 190, cx0 + cw - 18, base - 190, c=ORANGE, w=1.5, op=.9, stroke_dasharray='4 4') + txt(cx0 + cw - 20, base - 198, 'Contract peak', 11, 700, ORANGE, 'end'))
    gx0 = cx0 + cw + 20
    o.append(rrect(gx0, cy0, 300, ch, 14, fill=WHITE, fill_opacity=.05))
    o.append(txt(gx0 + 18, cy0 + 32, 'ESS', 14, 700, WHITE))
    gx, gy = gx0 + 150, cy0 + 170
    o.append(pth(arc_d(gx, gy, 90, 135, 405), c=WHITE, w=16, op=.1) + pth(arc_d(gx, gy, 90, 135, 135 + 270 * .76), c='url(#gBTu)', w=16))
    o.append(txt(gx, gy + 10, '76%', 34, 800, WHITE, 'middle') + txt(gx, gy + 36, 'State of charge', 12, 500, '#9fb3cf', 'middle'))
    o.append(txt(gx, cy0 + ch - 22, 'Charging · 120 kW', 13, 700, MINT, 'middle'))
    bx0, by0 = X, cy0 + ch + 20
    o.append(rrect(bx0, by0, 880, 106, 14, fill=WHITE, fill_opacity=.05))
    o.append(txt(bx0 + 18, by0 + 30, 'Meters', 14, 700, WHITE))
    for k, (nm, v, c) in enumerate((('Main', .82, SKY), ('HVAC', .56, MINT), ('Line 1', .68, SKY), ('Lighting', .24, MINT))):
        xx = bx0 + 18 + k * 215
        o.append(txt(xx, by0 + 60, nm, 12, 600, '#9fb3cf') + rrect(xx, by0 + 72, 190, 10, 5, fill=WHITE, fill_opacity=.1) + rrect(xx, by0 + 72, 190 * v, 10, 5, fill=c))
    return dark_scene(1200, 750, ''.join(o))
