"""The app window and KPI cards the solution screens are built from."""
from ..palette import MINT, NAVY, ORANGE, TEAL, TEXT, WHITE
from ..scenes import card
from ..svg import bar, circ, el, rrect, txt

def app_window(x, y, w, h, dark=False, nav=6, active=1, brand=''):
    """An app window with a title bar and a sidebar; returns (svg, content_x)."""
    bgc = '#0f2444' if dark else WHITE
    side = '#0a1a33' if dark else NAVY
    o = card(x, y, w, h, 18, fill=bgc, shop=.35 if dark else .16)
    o += el('path', d=f'M{x + 18} {y}H{x + 200}V{y + h}H{x + 18}Q{x} {y + h} {x} {y + h - 18}V{y + 18}Q{x} {y} {x + 18} {y}Z', fill=side)
    o += rrect(x + 22, y + 24, 30, 30, 8, fill='url(#gBT)') + txt(x + 62, y + 45, brand, 17, 800, WHITE)
    for k in range(nav):
        yy = y + 92 + k * 46
        if k == active:
            o += rrect(x + 12, yy - 14, 176, 38, 10, fill=WHITE, fill_opacity=.1)
        o += rrect(x + 26, yy - 4, 18, 18, 5, fill=MINT if k == active else WHITE, fill_opacity=1 if k == active else .35)
        o += bar(x + 56, yy + 1, [90, 70, 100, 80, 64, 88, 76][k % 7], 8, WHITE, .85 if k == active else .35)
    o += el('path', d=f'M{x + 200} {y + 64}H{x + w}', stroke=WHITE if dark else '#e3eaf4', stroke_opacity=.12 if dark else 1)
    o += rrect(x + 224, y + 20, 240, 26, 13, fill=WHITE if dark else '#f3f5f8', fill_opacity=.07 if dark else 1)
    o += circ(x + w - 36, y + 33, 14, fill=MINT if dark else '#dde4ee') + circ(x + w - 72, y + 33, 5, fill=ORANGE)
    return o, x + 224

def kpi(x, y, w, label, value, delta, dark=False, c=TEAL):
    o = rrect(x, y, w, 96, 14, fill=WHITE if dark else '#f6f8fb', fill_opacity=.06 if dark else 1, stroke=None if dark else '#e3eaf4')
    o += txt(x + 18, y + 32, label, 13, 600, '#9fb3cf' if dark else '#6b7a90')
    o += txt(x + 18, y + 74, value, 27, 800, WHITE if dark else TEXT)
    cy_ = y + 15 if w >= 180 else y + 54   # narrow cards: the chip goes beside the value
    o += rrect(x + w - 66, cy_, 52, 24, 12, fill=c, fill_opacity=.15) + txt(x + w - 40, cy_ + 17, delta, 12, 700, c, 'middle')
    return o
