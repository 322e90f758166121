"""Shared scene backgrounds: the gradients motifs refer to by id, card shadows, light and dark scenes."""
from .palette import BLUE, DEEP, MINT, NAVY, ORANGE, SKY, TEAL, WHITE
from .svg import circ, el, glow, lin, rad, rrect, svg

def common_defs():
    """Gradients the motifs refer to by id."""
    return ''.join([
        lin('gBT', [(0, BLUE, 1), (1, TEAL, 1)], 0, 0, 1, 1),
        lin('gBTv', [(0, SKY, 1), (1, TEAL, 1)], 0, 0, 0, 1),
        lin('gBTu', [(0, BLUE, 1), (1, MINT, 1)], 0, 1, 1, 0),
        lin('gBarV', [(0, MINT, 1), (1, BLUE, .05)], 0, 0, 0, 1),
        lin('gArea', [(0, MINT, .35), (1, MINT, 0)], 0, 0, 0, 1),
        lin('gShield', [(0, BLUE, .85), (1, TEAL, .55)], 0, 0, 0, 1),
        lin('gHull', [(0, '#2a4f86', 1), (1, '#0d203b', 1)], 0, 0, 0, 1),
        lin('gCab', [(0, '#1f4a86', 1), (1, '#0e2547', 1)], 0, 0, 0, 1),
        lin('gScreen', [(0, BLUE, 1), (1, TEAL, 1)], 0, 0, 1, 1),
        lin('gHead', [(0, '#2a4f86', 1), (1, '#10284d', 1)], 0, 0, 0, 1),
        lin('gVisor', [(0, '#0b2a55', 1), (.5, BLUE, 1), (1, MINT, 1)], 0, 0, 1, 1),
        lin('gBeam', [(0, MINT, .22), (1, MINT, 0)], 0, 0, 0, 1),
        lin('gScan', [(0, MINT, 0), (.5, MINT, .9), (1, MINT, 0)], 0, 0, 0, 1),
        lin('gSpine', [(0, NAVY, 0), (.5, NAVY, .25), (1, NAVY, 0)], 0, 0, 1, 0),
        rad('gSun', [(0, ORANGE, .45), (.5, ORANGE, .12), (1, ORANGE, 0)]),
        rad('gSweep', [(0, MINT, .6), (1, MINT, 0)], 0, .5, 1),
        lin('gFloorM', [(0, WHITE, 0), (.25, WHITE, 1), (1, WHITE, .6)], 0, 0, 0, 1),
        el('mask', el('rect', x=0, y=0, width=1920, height=620, fill='url(#gFloorM)'), id='mFloor', maskUnits='userSpaceOnUse', x=0, y=0, width=1920, height=620),
    ])
def shadow_defs():
    return ('<filter id="sh" x="-30%" y="-30%" width="160%" height="180%"><feGaussianBlur stdDeviation="16"/></filter>'
            '<filter id="shs" x="-30%" y="-30%" width="160%" height="180%"><feGaussianBlur stdDeviation="6"/></filter>')

def card(x, y, w, h, r=16, fill=WHITE, sh=True, stroke=None, sop=None, shop=.16):
    s = rrect(x + 2, y + 14, w - 4, h, r, fill=NAVY, fill_opacity=shop, filter='url(#sh)') if sh else ''
    return s + rrect(x, y, w, h, r, fill=fill, stroke=stroke, stroke_opacity=sop)

def floor_shadow(x, y, rx, ry, op=.18):
    return el('ellipse', cx=x, cy=y, rx=rx, ry=ry, fill=NAVY, fill_opacity=op, filter='url(#sh)')

def light_scene(W, H, body, accent=TEAL, extra_defs=''):
    defs = (shadow_defs() + common_defs() +
            lin('lbg', [(0, '#f9fbfe', 1), (1, '#e3eaf4', 1)], 0, 0, 1, 1) +
            rad('lacc', [(0, accent, .16), (1, accent, 0)]) + rad('lacc2', [(0, BLUE, .12), (1, BLUE, 0)]) +
            el('pattern', circ(12, 12, 1.3, fill=NAVY, fop=.09), id='dots', width=24, height=24, patternUnits='userSpaceOnUse') + extra_defs)
    bg = (el('rect', width=W, height=H, fill='url(#lbg)') + el('rect', width=W, height=H, fill='url(#dots)') +
          circ(W * .82, H * .2, H * .55, fill='url(#lacc)') + circ(W * .12, H * .95, H * .5, fill='url(#lacc2)'))
    return svg(W, H, bg + body, defs)

def dark_scene(W, H, body, extra_defs=''):
    defs = (shadow_defs() + common_defs() + lin('dbg', [(0, DEEP, 1), (.6, NAVY, 1), (1, '#0c2f5c', 1)], 0, 0, 1, 1) +
            el('pattern', el('path', d='M40 0H0V40', fill='none', stroke=WHITE, stroke_opacity=.05), id='dgrid', width=40, height=40, patternUnits='userSpaceOnUse') + extra_defs)
    g1d, g1 = glow(W * .8, H * .15, H * .8, TEAL, .35, 'dg1')
    g2d, g2 = glow(W * .15, H * 1.05, H * .9, BLUE, .4, 'dg2')
    bg = el('rect', width=W, height=H, fill='url(#dbg)') + g1 + g2 + el('rect', width=W, height=H, fill='url(#dgrid)')
    return svg(W, H, bg + body, defs + g1d + g2d)
