"""Solution screens of Smart ERP and Smart MES."""
import math, random
from ..palette import BLUE, MINT, ORANGE, SKY, TEAL, TEXT, WHITE
from ..scenes import dark_scene, light_scene
from ..shapes import arc_d
from .app import app_window, kpi
from ..svg import circ, ln, n, pth, rrect, txt

def solution_smart_erp():
    o = []
    win, X = app_window(40, 40, 1120, 670, brand='ERP', active=2)
    o.append(win)
    o.append(txt(X, 104, 'Business overview', 22, 800, TEXT))
    for k, (l, v, d, c) in enumerate((('Sales (month)', '₩1.28B', '+8%', TEAL), ('Orders', '342', '+21', BLUE), ('Receivables', '₩214M', '-5%', TEAL), ('Inventory', '98.4%', 'ok', BLUE))):
        o.append(kpi(X + k * 226, 126, 212, l, v, d, c=c))
    tx, ty = X, 244
    o.append(rrect(tx, ty, 560, 420, 14, fill=WHITE, stroke='#e3eaf4'))
    o.append(txt(tx + 18, ty + 32, 'Recent orders', 15, 700, TEXT))
    heads = ['Order', 'Customer', 'Amount', 'Status']
    xs = [tx + 18, tx + 130, tx + 320, tx + 450]
    o.append(rrect(tx + 10, ty + 50, 540, 34, 8, fill='#f3f5f8'))
    for hx_, h in zip(xs, heads):
        o.append(txt(hx_, ty + 72, h, 12, 700, '#6b7a90'))
    rows = [('SO-2417', 'Customer A', '₩12,400,000', 'Shipped', TEAL), ('SO-2416', 'Customer B', '₩3,150,000', 'Packing', BLUE),
            ('SO-2415', 'Customer C', '₩8,920,000', 'Shipped', TEAL), ('SO-2414', 'Customer D', '₩1,480,000', 'Pending', ORANGE),
            ('SO-2413', 'Customer E', '₩22,700,000', 'Shipped', TEAL), ('SO-2412', 'Customer F', '₩640,000', 'Invoiced', BLUE),
            ('SO-2411', 'Customer G', '₩5,300,000', 'Shipped', TEAL)]
    for k, (a, b, c, st, col) in enumerate(rows):
        yy = ty + 114 + k * 42
        o.append(txt(xs[0], yy, a, 13, 600, TEXT) + txt(xs[1], yy, b, 13, 500, '#33425a') + txt(xs[2], yy, c, 13, 600, TEXT))
        o.append(rrect(xs[3], yy - 16, 78, 24, 12, fill=col, fill_opacity=.14) + txt(xs[3] + 39, yy + 1, st, 11, 700, col, 'middle'))
        o.append(ln(tx + 18, yy + 15, tx + 542, yy + 15, c='#e3eaf4', w=1, op=1))
    dx0 = X + 580
    o.append(rrect(dx0, ty, 320, 200, 14, fill=WHITE, stroke='#e3eaf4'))
    o.append(txt(dx0 + 18, ty + 32, 'Sales by product', 15, 700, TEXT))
    dcx, dcy, dr = dx0 + 90, ty + 118, 54
    circ_len = 2 * math.pi * dr
    off = 0
    for frac, c in ((.42, BLUE), (.28, TEAL), (.18, '#7fa8e6'), (.12, ORANGE)):
        o.append(circ(dcx, dcy, dr, c=c, w=22, op=1, stroke_dasharray=f'{n(circ_len * frac - 2)} {n(circ_len)}', stroke_dashoffset=n(-off), transform=f'rotate(-90 {dcx} {dcy})'))
        off += circ_len * frac
    for k, (lab, c) in enumerate((('Products', BLUE), ('Services', TEAL), ('Parts', '#7fa8e6'), ('Other', ORANGE))):
        o.append(circ(dx0 + 190, ty + 84 + k * 26, 6, fill=c) + txt(dx0 + 204, ty + 89 + k * 26, lab, 13, 500, '#33425a'))
    o.append(rrect(dx0, ty + 220, 320, 200, 14, fill=WHITE, stroke='#e3eaf4'))
    o.append(txt(dx0 + 18, ty + 252, 'Monthly revenue', 15, 700, TEXT))
    for k, v in enumerate([.5, .62, .58, .7, .66, .8, .86, .78, .92]):
        o.append(rrect(dx0 + 24 + k * 32, ty + 400 - 120 * v, 20, 120 * v, 5, fill=BLUE if k < 8 else TEAL))
    return light_scene(1200, 750, ''.join(o))

def solution_smart_mes():
    o = []
    win, X = app_window(40, 40, 1120, 670, dark=True, brand='MES', active=3)
    o.append(win)
    o.append(txt(X, 104, 'Production line 2', 22, 800, WHITE))
    o.append(rrect(X + 220, 84, 90, 28, 14, fill='#18d1a5', fill_opacity=.15) + circ(X + 238, 98, 5, fill='#18d1a5') + txt(X + 250, 103, 'Running', 12, 700, '#18d1a5'))
    sx0, sy0 = X, 130
    o.append(rrect(sx0, sy0, 900, 170, 14, fill=WHITE, fill_opacity=.05))
    st = [('Cutting', '#18d1a5', '98%'), ('Press', '#18d1a5', '94%'), ('Welding', ORANGE, 'Check'), ('Painting', '#18d1a5', '91%'), ('Assembly', '#18d1a5', '96%'), ('Inspection', SKY, 'Idle')]
    for k, (nm, c, v) in enumerate(st):
        x = sx0 + 24 + k * 146
        o.append(rrect(x, sy0 + 30, 120, 110, 12, fill='#12305a', stroke=c, stroke_width=2, stroke_opacity=.8))
        o.append(circ(x + 20, sy0 + 52, 6, fill=c) + txt(x + 34, sy0 + 57, nm, 13, 700, WHITE))
        o.append(txt(x + 16, sy0 + 104, v, 24, 800, c if c == ORANGE else WHITE))
        o.append(rrect(x + 16, sy0 + 118, 88, 6, 3, fill=WHITE, fill_opacity=.12) + rrect(x + 16, sy0 + 118, 88 * (.9 if c != ORANGE else .4), 6, 3, fill=c))
        if k < 5:
            o.append(pth(f'M{x + 124} {sy0 + 85}H{x + 142}M{x + 136} {sy0 + 79}L{x + 142} {sy0 + 85}L{x + 136} {sy0 + 91}', c=WHITE, w=2, op=.5))
    gx0, gy0 = X, 320
    o.append(rrect(gx0, gy0, 580, 350, 14, fill=WHITE, fill_opacity=.05))
    o.append(txt(gx0 + 18, gy0 + 32, 'Work orders · today', 14, 700, WHITE))
    for k in range(9):
        xx = gx0 + 120 + k * 50
        o.append(ln(xx, gy0 + 52, xx, gy0 + 330, op=.07, w=1) + txt(xx, gy0 + 64, f'{8 + k:02d}', 10, 600, '#9fb3cf', 'middle'))
    rr = random.Random(11)
    for row in range(6):
        yy = gy0 + 86 + row * 40
        o.append(txt(gx0 + 18, yy + 16, f'WO-{3180 + row}', 12, 600, '#9fb3cf'))
        x = gx0 + 120 + rr.randrange(0, 80)
        while x < gx0 + 540:
            L = min(rr.randrange(60, 180), gx0 + 560 - x)
            if L > 30:
                o.append(rrect(x, yy, L, 22, 6, fill=TEAL if rr.random() < .55 else BLUE, fill_opacity=.9))
            x += L + rr.randrange(10, 40)
    nx = gx0 + 120 + 50 * 5 + 14
    o.append(ln(nx, gy0 + 70, nx, gy0 + 330, c=ORANGE, w=2, op=.9, stroke_dasharray='5 4'))
    ox, oy = gx0 + 600, gy0
    o.append(rrect(ox, oy, 300, 350, 14, fill=WHITE, fill_opacity=.05))
    o.append(txt(ox + 18, oy + 32, 'OEE', 14, 700, WHITE))
    gcx, gcy = ox + 150, oy + 170
    for k, (rad_, frac, c) in enumerate(((104, .91, MINT), (80, .88, SKY), (56, .97, '#f4c542'))):
        o.append(circ(gcx, gcy, rad_, c=WHITE, w=14, op=.08) + pth(arc_d(gcx, gcy, rad_, -90, -90 + 360 * frac), c=c, w=14))
    o.append(txt(gcx, gcy + 10, '78%', 26, 800, WHITE, 'middle'))
    for k, (lab, c) in enumerate((('Availability', MINT), ('Performance', SKY), ('Quality', '#f4c542'))):
        o.append(circ(ox + 28 + k * 92, oy + 316, 5, fill=c) + txt(ox + 38 + k * 92, oy + 320, lab, 11, 600, '#9fb3cf'))
    return dark_scene(1200, 750, ''.join(o))
