"""pattern: pattern.svg, a 32 px tile (#000 at low opacity; the CSS tints it)."""
from .svg import svg

NEEDS = ()

def files():
    return ['assets/img/pattern.svg']

def build(media):
    print('pattern')
    # A hairline grid on two edges and a dot in the middle: tiles seamlessly.
    body = ('<path d="M0 .5H32M.5 0V32" stroke="#000" stroke-opacity=".07" fill="none"/>'
            '<circle cx="16.5" cy="16.5" r="1.1" fill="#000" fill-opacity=".14"/>')
    media.write(f'{media.img}/pattern.svg', svg(32, 32, body))
    print('  pattern.svg')
