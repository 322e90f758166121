"""Outline paths of recurring shapes (gear, shield, bolt, check, hard hat, arcs, hexagons)."""
import math
from .svg import n, path_from

TAU = 2 * math.pi

def gear_d(cx, cy, ro, ri, teeth, hole=None):
    """A gear outline path."""
    step = 2 * math.pi / teeth
    ps = []
    for i in range(teeth):
        a0 = i * step
        for frac, r in ((0, ri), (.12, ro), (.38, ro), (.5, ri)):
            a = a0 + frac * step
            ps.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    d = path_from(ps, True)
    if hole:
        d += f'M{n(cx + hole)} {n(cy)}a{n(hole)} {n(hole)} 0 1 0 {n(-2 * hole)} 0a{n(hole)} {n(hole)} 0 1 0 {n(2 * hole)} 0Z'
    return d
def shield_d(cx, cy, s):
    """Shield outline centred at cx, cy; s = half-width."""
    return (f'M{n(cx)} {n(cy - 1.15 * s)}L{n(cx + s)} {n(cy - .72 * s)}V{n(cy + .05 * s)}'
            f'C{n(cx + s)} {n(cy + .7 * s)} {n(cx + .5 * s)} {n(cy + 1.12 * s)} {n(cx)} {n(cy + 1.35 * s)}'
            f'C{n(cx - .5 * s)} {n(cy + 1.12 * s)} {n(cx - s)} {n(cy + .7 * s)} {n(cx - s)} {n(cy + .05 * s)}'
            f'V{n(cy - .72 * s)}Z')

def bolt_d(cx, cy, s):
    ps = [(.15, -1), (-.55, .12), (-.05, .12), (-.2, 1), (.55, -.15), (.05, -.15)]
    return path_from([(cx + x * s, cy + y * s) for x, y in ps], True)

def check_d(cx, cy, s):
    return f'M{n(cx - .55 * s)} {n(cy + .02 * s)}L{n(cx - .15 * s)} {n(cy + .42 * s)}L{n(cx + .6 * s)} {n(cy - .38 * s)}'

def wave_pts(x0, x1, y, amp, wl, phase, step=12):
    ps, x = [], x0
    while x <= x1 + .1:
        ps.append((x, y + amp * math.sin(2 * math.pi * x / wl + phase)))
        x += step
    return ps

def helmet_d(cx, cy, s):
    """Hard hat (dome + brim), s = half width of the brim."""
    return (f'M{n(cx - .72 * s)} {n(cy)}C{n(cx - .72 * s)} {n(cy - .75 * s)} {n(cx - .3 * s)} {n(cy - 1.0 * s)} {n(cx)} {n(cy - 1.0 * s)}'
            f'C{n(cx + .3 * s)} {n(cy - 1.0 * s)} {n(cx + .72 * s)} {n(cy - .75 * s)} {n(cx + .72 * s)} {n(cy)}'
            f'H{n(cx + s)}V{n(cy + .18 * s)}H{n(cx - s)}V{n(cy)}Z')
def arc_d(cx, cy, r, a0, a1):
    """Circular arc path from angle a0 to a1 (degrees, clockwise on screen):
    (0, 0, 10, 0, 90) -> 'M10 0A10 10 0 0 1 0 10'"""
    x0, y0 = cx + r * math.cos(math.radians(a0)), cy + r * math.sin(math.radians(a0))
    x1, y1 = cx + r * math.cos(math.radians(a1)), cy + r * math.sin(math.radians(a1))
    large = 1 if (a1 - a0) % 360 > 180 else 0
    return f'M{n(x0)} {n(y0)}A{n(r)} {n(r)} 0 {large} 1 {n(x1)} {n(y1)}'

def hex_pts(x, y, r, rot=-90):
    return [(x + r * math.cos(math.radians(rot + 60 * k)), y + r * math.sin(math.radians(rot + 60 * k))) for k in range(6)]
