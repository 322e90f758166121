"""Banner motifs of the resources pages (publicity, press, webzine)."""
import math
from ..palette import BLUE, MINT, NAVY, ORANGE, SKY, TEAL, WHITE
from ..shapes import arc_d
from ..svg import bar, circ, el, ln, poly, pth, rrect

def m_publicity(cx, cy, r):
    out = []
    mx, my = cx - 260, cy + 40
    mg = (el('path', d='M0 -30L110 -80V80L0 30Z', fill='url(#gBTv)', stroke=WHITE, stroke_opacity=.5, stroke_width=2) +
          rrect(-60, -34, 64, 68, 12, fill='#2a4f86', stroke=SKY, stroke_opacity=.6) + rrect(-40, 30, 26, 70, 10, fill='#1a3766', stroke=SKY, stroke_opacity=.5) +
          el('ellipse', cx=110, cy=0, rx=16, ry=80, fill='#0f2a52', stroke=WHITE, stroke_opacity=.6, stroke_width=2))
    out.append(f'<g transform="translate({mx},{my}) rotate(-16)">{mg}</g>')
    ox, oy = mx + 110 * math.cos(math.radians(-16)), my + 110 * math.sin(math.radians(-16))
    for k in range(4):
        out.append(pth(arc_d(ox, oy, 110 + 50 * k, -60, 30), c=MINT, w=3, op=.85 - .18 * k))
    frames = [(cx + 40, cy - 200, -6, 'play'), (cx + 240, cy - 90, 5, 'img'), (cx + 60, cy + 60, -3, 'text')]
    for x, y, a, kind in frames:
        g = rrect(0, 0, 220, 150, 12, fill='#0f2a52', fill_opacity=.95, stroke=WHITE, stroke_opacity=.3)
        if kind == 'play':
            g += rrect(10, 10, 200, 100, 8, fill='url(#gBT)') + poly([(98, 42), (98, 78), (128, 60)], fill=WHITE) + bar(12, 124, 120, 8, WHITE, .6)
        elif kind == 'img':
            g += rrect(10, 10, 200, 100, 8, fill='#1d56c4') + poly([(10, 110), (80, 50), (130, 95), (160, 70), (210, 110)], fill=TEAL) + circ(170, 38, 12, fill=ORANGE) + bar(12, 124, 90, 8, WHITE, .6)
        else:
            g += bar(16, 20, 150, 12, WHITE, .9) + ''.join(bar(16, 46 + k * 18, [188, 170, 180, 120, 150][k], 7, WHITE, .35) for k in range(5))
        out.append(f'<g transform="translate({x},{y}) rotate({a})">{g}</g>')
    return ''.join(out)

def news_sheet(w, h, r, img=True):
    g = rrect(0, 0, w, h, 8, fill='#10284d', stroke=WHITE, stroke_opacity=.25, stroke_width=1.5)
    g += rrect(20, 20, w * .5, 14, 4, fill=WHITE, fill_opacity=.85) + ln(20, 46, w - 20, 46, op=.3, w=1.5)
    g += rrect(20, 60, w - 40, 22, 5, fill=WHITE, fill_opacity=.75) + rrect(20, 90, (w - 40) * .7, 22, 5, fill=WHITE, fill_opacity=.75)
    colw = (w - 60) / 2
    y0 = 130
    if img:
        g += rrect(20, y0, colw, 110, 6, fill='url(#gBT)') + poly([(20, y0 + 110), (70, y0 + 60), (110, y0 + 95), (20 + colw, y0 + 50), (20 + colw, y0 + 110)], fill=NAVY, fill_opacity=.5)
    for c in range(2):
        x = 20 + c * (colw + 20)
        ys = y0 + (125 if img and c == 0 else 0)
        y = ys
        while y < h - 30:
            g += bar(x, y, colw * (.6 + .4 * r.random()) if r.random() < .3 else colw, 7, WHITE, .3)
            y += 16
    return g

def m_press(cx, cy, r):
    out = []
    for (x, y, a, op) in ((cx - 60, cy - 250, 8, .45), (cx + 120, cy - 220, 14, .3), (cx - 330, cy - 230, -6, 1)):
        out.append(f'<g transform="translate({x},{y}) rotate({a})" opacity="{op}">{news_sheet(340, 450, r)}</g>')
    out.append(f'<g transform="translate({cx + 80},{cy - 40}) rotate(-3)">' + rrect(0, 0, 300, 200, 12, fill='#0f2a52', stroke=MINT, stroke_width=2) +
               rrect(20, 22, 60, 22, 11, fill=MINT) + bar(20, 64, 240, 12, WHITE, .9) + bar(20, 86, 180, 12, WHITE, .9) +
               ''.join(bar(20, 118 + k * 16, [250, 230, 160][k], 7, WHITE, .35) for k in range(3)) + '</g>')
    return ''.join(out)

def m_press_view(cx, cy, r):
    out = []
    dx, dy = cx - 260, cy - 235
    page = rrect(0, 0, 400, 470, 10, fill='#112b52', stroke=WHITE, stroke_opacity=.3, stroke_width=1.5)
    page += circ(30, 32, 10, fill=MINT) + bar(50, 28, 90, 8, WHITE, .6) + bar(300, 28, 70, 8, WHITE, .3) + ln(20, 56, 380, 56, op=.25)
    page += rrect(20, 76, 330, 24, 6, fill=WHITE, fill_opacity=.9) + rrect(20, 108, 240, 24, 6, fill=WHITE, fill_opacity=.9)
    page += rrect(20, 150, 360, 120, 8, fill='url(#gBT)') + ''.join(bar(20, 290 + k * 18, 360 if k % 4 != 3 else 220, 7, WHITE, .35) for k in range(9))
    out.append(f'<g transform="translate({dx},{dy})">{page}</g>')
    lx, ly, lr = cx + 120, cy + 40, 105
    out.append(f'<clipPath id="lensclip"><circle cx="{lx}" cy="{ly}" r="{lr - 6}"/></clipPath>')
    inner = ''.join(bar(lx - 140, ly - 60 + k * 34, [300, 260, 300, 180][k], 14, WHITE, .55) for k in range(4))
    out.append(circ(lx, ly, lr, fill='#0f2a52', fop=.92))
    out.append(f'<g clip-path="url(#lensclip)">{inner}</g>')
    out.append(circ(lx, ly, lr, fill=MINT, fop=.08, c=WHITE, w=12, op=.9))
    a = math.radians(45)
    out.append(ln(lx + (lr + 6) * math.cos(a), ly + (lr + 6) * math.sin(a), lx + (lr + 110) * math.cos(a), ly + (lr + 110) * math.sin(a), c=WHITE, w=22, op=.9))
    out.append(pth(arc_d(lx, ly, lr - 22, 200, 250), w=5, op=.6))
    return ''.join(out)

def m_webzine(cx, cy, r):
    out = []
    for k in range(3):
        out.append(f'<g transform="translate({cx + 150 + k * 40},{cy - 230 + k * 20}) rotate({8 + k * 4})" opacity="{.35 - k * .1}">' +
                   rrect(0, 0, 180, 240, 8, fill='#1d56c4', stroke=WHITE, stroke_opacity=.4) + '</g>')
    pw, ph = 300, 380
    left = rrect(0, 0, pw, ph, 6, fill='#f3f5f8') + rrect(20, 20, pw - 40, 170, 4, fill='url(#gBT)') + \
        poly([(20, 190), (100, 110), (160, 160), (220, 120), (pw - 20, 160), (pw - 20, 190)], fill=NAVY, fill_opacity=.55) + \
        circ(230, 60, 16, fill=ORANGE, fop=.9) + rrect(20, 210, 200, 16, 4, fill=NAVY) + rrect(20, 234, 140, 16, 4, fill=NAVY) + \
        ''.join(bar(20, 266 + k * 15, 260 if k % 3 != 2 else 180, 6, '#8a97ab', .7) for k in range(6))
    right = rrect(0, 0, pw, ph, 6, fill='#e6ebf2') + \
        ''.join(bar(20, 30 + k * 15, 120, 6, '#8a97ab', .7) for k in range(10)) + rrect(160, 30, 120, 140, 4, fill=TEAL) + \
        rrect(20, 200, 260, 150, 4, fill='#0f4c81') + poly([(20, 350), (110, 260), (200, 320), (280, 250), (280, 350)], fill=BLUE) + \
        rrect(36, 216, 80, 10, 5, fill=WHITE, fill_opacity=.9)
    for k in range(5, 0, -1):
        out.append(el('path', d=f'M{cx - 300 - k * 3} {cy - 150 + k * 6}L{cx} {cy - 170 + k * 7}L{cx + 300 + k * 3} {cy - 150 + k * 6}V{cy + 230 + k * 6}L{cx} {cy + 210 + k * 7}L{cx - 300 - k * 3} {cy + 230 + k * 6}Z',
                      fill='#c4d0e0', fill_opacity=.5 + k * .05, stroke='#8a97ab', stroke_opacity=.5))
    out.append(f'<g transform="translate({cx - pw},{cy - 150}) skewY(-3.8)">{left}</g>')
    out.append(f'<g transform="translate({cx},{cy - 170}) skewY(3.8)">{right}</g>')
    out.append(el('path', d=f'M{cx} {cy - 170}V{cy + 210}', stroke=NAVY, stroke_opacity=.35, stroke_width=4))
    out.append(el('rect', x=cx - 30, y=cy - 170, width=60, height=380, fill='url(#gSpine)'))
    return ''.join(out)
