"""Isometric projection and the boxes, faces and solar panels drawn with it."""
import math
from .palette import WHITE
from .svg import pline, poly

C30, S30 = math.cos(math.pi / 6), 0.5

class Iso:
    """Isometric projection: +x goes right-down, +y goes left-down, +z goes up."""
    def __init__(self, ox, oy, s):
        self.ox, self.oy, self.s = ox, oy, s
    def p(self, x, y, z=0):
        return (self.ox + (x - y) * C30 * self.s, self.oy + (x + y) * S30 * self.s - z * self.s)
    def quad(self, corners, **a):
        return poly([self.p(*c) for c in corners], **a)
    def box(self, x, y, z, w, d, h, top, left, right, stroke=None, sw=1, sop=None, op=None):
        P = self.p
        t = [P(x, y, z + h), P(x + w, y, z + h), P(x + w, y + d, z + h), P(x, y + d, z + h)]
        l = [P(x, y + d, z), P(x + w, y + d, z), P(x + w, y + d, z + h), P(x, y + d, z + h)]
        r = [P(x + w, y, z), P(x + w, y + d, z), P(x + w, y + d, z + h), P(x + w, y, z + h)]
        kw = dict(stroke=stroke, stroke_width=sw if stroke else None, stroke_opacity=sop, stroke_linejoin='round' if stroke else None)
        return (poly(l, fill=left, fill_opacity=op, **kw) + poly(r, fill=right, fill_opacity=op, **kw) +
                poly(t, fill=top, fill_opacity=op, **kw))
    def wire(self, x, y, z, w, d, h, **a):
        """Wireframe box, all 12 edges."""
        P = self.p
        c = [(x, y, z), (x + w, y, z), (x + w, y + d, z), (x, y + d, z)]
        top = [(a_, b_, z + h) for a_, b_, _ in c]
        out = pline([P(*q) for q in c + [c[0]]], **a) + pline([P(*q) for q in top + [top[0]]], **a)
        for i in range(4):
            out += pline([P(*c[i]), P(*top[i])], **a)
        return out
FACE = {
    'blue': ('#3a7bea', '#1d56c4', '#143f93'),
    'teal': ('#22c3b8', '#0b9a96', '#087572'),
    'navy': ('#2a4f86', '#1a3766', '#122a50'),
    'steel': ('#5f7ea8', '#3f5c85', '#2e4668'),
    'orange': ('#ffa060', '#ff7a1a', '#d9600c'),
    'white': ('#ffffff', '#dfe6f0', '#c4d0e0'),
    'sky': ('#6aa5ff', '#3b82f6', '#2563c9'),
    # the scenes of the product pages
    'asphalt': ('#3d5070', '#2b3a52', '#1f2b3f'),
    'light': ('#ffffff', '#e8edf4', '#d3dce8'),
    'panel': ('#f4f7fb', '#dde4ee', '#c7d2e1'),
}

def ibox(iso, x, y, z, w, d, h, face='blue', op=None, edge=True, ec='#9cc2ff'):
    t, l, r = FACE[face]
    return iso.box(x, y, z, w, d, h, t, l, r, stroke=ec if edge else None, sw=1, sop=.35 if edge else None, op=op)
def panel_quad(iso, x, y, w, d, zb, zf):
    """A tilted solar panel: back edge at height zb, front edge at zf."""
    return [(x, y, zb), (x + w, y, zb), (x + w, y + d, zf), (x, y + d, zf)]

def solar_panel(iso, x, y, w, d, zb=1.1, zf=.4, cols=4, rows=3, fill='#1a4a9c', legs=True):
    q = panel_quad(iso, x, y, w, d, zb, zf)
    out = ''
    if legs:
        for (a, b, c) in (q[0], q[1], q[2], q[3]):
            out += pline([iso.p(a, b, 0), iso.p(a, b, c)], stroke='#8fb8ff', stroke_opacity=.35, stroke_width=2)
    out += iso.quad(q, fill=fill, fill_opacity=.95, stroke='#9cc8ff', stroke_opacity=.7, stroke_width=1.4, stroke_linejoin='round')
    lerp = lambda p, q_, t: tuple(p[i] + (q_[i] - p[i]) * t for i in range(3))
    for i in range(1, cols):
        t = i / cols
        out += pline([iso.p(*lerp(q[0], q[1], t)), iso.p(*lerp(q[3], q[2], t))], stroke=WHITE, stroke_opacity=.28, stroke_width=1)
    for j in range(1, rows):
        t = j / rows
        out += pline([iso.p(*lerp(q[0], q[3], t)), iso.p(*lerp(q[1], q[2], t))], stroke=WHITE, stroke_opacity=.28, stroke_width=1)
    # sheen
    out += pline([iso.p(*lerp(q[0], q[3], .15)), iso.p(*lerp(q[1], q[2], .05))], stroke=WHITE, stroke_opacity=.35, stroke_width=2)
    return out
