"""SVG text: compact numbers, elements, gradients and the small shapes every scene uses."""
from html import escape as _esc
from .palette import DEEP, FONT, MINT, TEXT, WHITE

def n(v):
    """Compact number formatting for SVG attributes: (1.50) -> '1.5', (2.0) -> '2', (-0.001) -> '0', ('50%') -> '50%'"""
    if isinstance(v, str):
        return v
    s = f'{v:.2f}'.rstrip('0').rstrip('.')
    return '0' if s in ('-0', '') else s

def el(tag, body=None, **a):
    """An SVG element; keyword underscores become hyphens, a trailing one goes, None drops the attribute:
    ('rect', id_='a', stroke_width=1.5, fill=None) -> '<rect id="a" stroke-width="1.5"/>'"""
    attrs = ''.join(f' {k.rstrip("_").replace("_", "-")}="{n(v)}"' for k, v in a.items() if v is not None)
    return f'<{tag}{attrs}>{body}</{tag}>' if body is not None else f'<{tag}{attrs}/>'

def pts(ps):
    """([(0, 1.5), (2, 3)]) -> '0,1.5 2,3'"""
    return ' '.join(f'{n(x)},{n(y)}' for x, y in ps)

def poly(ps, **a):
    return el('polygon', points=pts(ps), **a)

def pline(ps, **a):
    a.setdefault('fill', 'none')
    return el('polyline', points=pts(ps), **a)

def path_from(ps, close=False):
    """([(0, 0), (1, 2)], True) -> 'M0 0 L1 2Z'"""
    d = 'M' + ' L'.join(f'{n(x)} {n(y)}' for x, y in ps)
    return d + ('Z' if close else '')

def svg(w, h, body, defs='', vb=None, extra=''):
    vb = vb or f'0 0 {w} {h}'
    d = f'<defs>{defs}</defs>' if defs else ''
    return f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="{vb}"{extra}>{d}{body}</svg>'

def lin(id_, stops, x1=0, y1=0, x2=1, y2=0, units=None):
    s = ''.join(el('stop', offset=o, stop_color=c, stop_opacity=(op if op != 1 else None)) for o, c, op in stops)
    return el('linearGradient', s, id=id_, x1=x1, y1=y1, x2=x2, y2=y2, gradientUnits=units)

def rad(id_, stops, cx=.5, cy=.5, r=.5, units=None, fx=None, fy=None):
    s = ''.join(el('stop', offset=o, stop_color=c, stop_opacity=(op if op != 1 else None)) for o, c, op in stops)
    return el('radialGradient', s, id=id_, cx=cx, cy=cy, r=r, fx=fx, fy=fy, gradientUnits=units)

def glow(cx, cy, r, color, op, id_):
    """A soft round glow (radial gradient, no filter: cheap to render)."""
    g = rad(id_, [(0, color, op), (.45, color, op * .45), (1, color, 0)], cx, cy, r, units='userSpaceOnUse')
    return g, el('circle', cx=cx, cy=cy, r=r, fill=f'url(#{id_})')
def rrect(x, y, w, h, r, **a):
    return el('rect', x=x, y=y, width=w, height=h, rx=r, **a)

def bar(x, y, w, h=8, fill=WHITE, op=.6):
    """A rounded bar standing in for a line of text."""
    return rrect(x, y, w, h, h / 2, fill=fill, fill_opacity=op)
def ln(x1, y1, x2, y2, c=WHITE, w=1.5, op=.5, **a):
    return el('line', x1=x1, y1=y1, x2=x2, y2=y2, stroke=c, stroke_width=w, stroke_opacity=op, stroke_linecap='round', **a)

def circ(x, y, r, fill='none', c=None, w=None, op=None, fop=None, **a):
    return el('circle', cx=x, cy=y, r=r, fill=fill, fill_opacity=fop, stroke=c, stroke_width=w, stroke_opacity=op, **a)

def pth(d, c=WHITE, w=2, op=1, fill='none', fop=None, **a):
    return el('path', d=d, fill=fill, fill_opacity=fop, stroke=c, stroke_width=w, stroke_opacity=op,
              stroke_linecap='round', stroke_linejoin='round', **a)

def node(x, y, r=6, c=MINT, ring=True):
    s = circ(x, y, r * 2.6, fill=c, fop=.12) if ring else ''
    return s + circ(x, y, r, fill=DEEP, c=c, w=2.2) + circ(x, y, r * .45, fill=c)

def txt(x, y, s, size=16, w=600, fill=TEXT, anchor=None, op=None, ls=None):
    return el('text', _esc(s), x=x, y=y, font_family=FONT, font_size=size, font_weight=w, fill=fill,
              text_anchor=anchor, fill_opacity=op, letter_spacing=ls)
